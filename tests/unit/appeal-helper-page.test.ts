import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import en from "@/messages/en.json";
import th from "@/messages/th.json";

/**
 * What the appeal helper's page says about itself and about the time limits: every sentence matches what the page has,
 * and every deadline names its basis (the Committee's appeal conditions for the 60 days, else a section of the Act).
 */
const messages = { th: th.appealHelper, en: en.appealHelper };
const page = (locale: "th" | "en") => readFileSync(`content/${locale}${APPEAL_HELPER_PATH}.md`, "utf8");
/** The page's text, without its frontmatter (whose `sources` list the bases themselves). */
const body = (locale: "th" | "en") => page(locale).split(/^---$/m)[2];
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Object.values(value as object).flatMap(strings);

const DEADLINE = /\d+\s*(วัน|days?\b|-day)/;
const BASIS = /เงื่อนไขการอุทธรณ์|มาตรา\s*\d+|appeal conditions|sections?\s*\d+/i;

describe.each(["th", "en"] as const)("the appeal helper's page (%s)", (locale) => {
  it("names the Clear button as it is, at the foot of every step, and promises no location button", () => {
    const privacy = body(locale)
      .split("\n")
      .find((line) => line.startsWith("> "))!;
    expect(privacy).toContain(`“${messages[locale].form.clear}”`);
    // One place takes appeals, so the page asks for no location (OfficeList): the note must not offer it.
    expect(privacy).not.toMatch(/ตำแหน่ง|location/i);
  });

  it("gives the basis beside every deadline it states, in the page and in the form's messages", () => {
    const paragraphs = body(locale).split(/\n\s*\n/);
    const found = [...paragraphs, ...strings(messages[locale].form)].filter((text) => DEADLINE.test(text));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((text) => !BASIS.test(text))).toEqual([]);
  });
});
