import type { AppealFormValues } from "@/lib/appeal-form/template";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { APPEAL_FIELDS, cleanField, type AppealField } from "@/lib/validation/appeal-form";
import { appealWindow, parseDateInput } from "@/lib/validation/dates";
import { isNullLike } from "@/lib/validation/rules";

import { fill, type FormMessages } from "./messages";

const FRAME_ID = "appeal-print-frame";

/**
 * The last day the Committee must receive the appeal, from the letter's date when it is given and valid, in words
 * with its basis (the Committee's appeal conditions): on the print step and, while it is open, on the printout.
 */
export function lastDayOf(
  locale: Locale,
  letterDate: string | undefined,
  letterDateWrong: boolean,
  today: string,
  m: FormMessages["form"],
): { status: "open" | "closed"; text: string } | null {
  const iso = parseDateInput(letterDate ?? "");
  const window60 = iso && !letterDateWrong ? appealWindow(iso, today) : null;
  if (!window60 || window60.status === "future-letter") return null;
  const status = window60.status === "open" ? "open" : "closed";
  const text = fill(status === "open" ? m.deadline : m.deadlinePassed, { date: formatDate(locale, window60.deadline) });
  return { status, text };
}

/** The answers as the printed form shows them: dates in words (Buddhist era in Thai), blanks left for the pen. */
export function printValues(locale: Locale, values: Record<string, string>, attachments: boolean[]): AppealFormValues {
  const printed: AppealFormValues = { attachments };
  for (const name of Object.keys(APPEAL_FIELDS) as AppealField[]) {
    const value = values[name];
    if (isNullLike(value) || !value.trim()) continue;
    const iso = APPEAL_FIELDS[name].rule === "pastDate" ? parseDateInput(value) : null;
    printed[name] = iso ? formatDate(locale, iso) : cleanField(name, value.trim(), values);
  }
  return printed;
}

/**
 * The page's own Sarabun faces (next/font serves them from this origin under hashed names), renamed to the family the
 * form's stylesheet asks for. Same-origin files, already in the browser's cache: printing fetches nothing new, and
 * the strict font-src policy is met. The fallback faces next/font adds (local() only) are left out.
 */
export function pageFontCss(): string {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSFontFaceRule && rule.cssText.includes("url(")) {
        // The stylesheet's URLs are relative to it; the frame would read them relative to the page.
        const base = sheet.href ?? location.href;
        const css = rule.cssText.replace(
          /url\("?([^")]+)"?\)/g,
          (_, url: string) => `url("${new URL(url, base).href}")`,
        );
        rules.push(css.replace(/font-family:[^;]+;/, 'font-family: "Sarabun";'));
      }
    }
  }
  return rules.join("\n");
}

/**
 * Prints a complete HTML document from a hidden frame of this page: no pop-up to be blocked, and the document is
 * built here from what the visitor typed, so nothing is sent anywhere. The frame stays until the next print: some
 * browsers print after print() returns.
 */
export async function printDocument(html: string, title: string): Promise<void> {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement("iframe");
  frame.id = FRAME_ID;
  frame.title = title;
  frame.className = "appeal-print-frame";
  frame.tabIndex = -1;
  frame.setAttribute("aria-hidden", "true");
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  frame.srcdoc = html;
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) return;
  // Thai and Latin faces in both weights, loaded before the print engine lays the page out. A face that fails to
  // load leaves a fallback font: still a form worth printing.
  const faces = ["400 1em Sarabun", "700 1em Sarabun"].flatMap((font) => [
    doc.fonts.load(font, "ก"),
    doc.fonts.load(font, "A"),
  ]);
  await Promise.allSettled(faces);
  win.print();
}
