// Regenerates the appeal form PDFs from lib/appeal-form/template.ts with Chromium's own print engine, which shapes
// Thai correctly (vowels and tone marks in place). Run: npm run appeal-form:build
// Output: public/api/file/pdf/document/<file>.pdf (served at the spec's /api/file/pdf/document/... path).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { APPEAL_FORM_FILES } from "../../lib/appeal-form/files";
import { appealFormHtml } from "../../lib/appeal-form/template";
import { locales } from "../../i18n/locales";

const root = process.cwd();
const fontDir = join(root, "node_modules/@fontsource/sarabun/files");
const font = (subset: string, weight: number) =>
  `@font-face{font-family:"Sarabun";font-weight:${weight};src:url(data:font/woff2;base64,${readFileSync(
    join(fontDir, `sarabun-${subset}-${weight}-normal.woff2`),
  ).toString("base64")}) format("woff2");}`;
const fontCss = ["thai", "latin"].flatMap((subset) => [400, 700].map((w) => font(subset, w))).join("\n");
const contacts = JSON.parse(readFileSync(join(root, "content/data/contacts.json"), "utf8"));

async function main() {
  const outDir = join(root, "public/api/file/pdf/document");
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const locale of locales) {
      const page = await browser.newPage();
      await page.setContent(
        appealFormHtml({ locale, fontCss, sendTo: `${contacts.name[locale]}, ${contacts.address[locale]}` }),
        { waitUntil: "load" },
      );
      await page.evaluate(() => document.fonts.ready);
      const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true, tagged: true });
      const file = join(outDir, APPEAL_FORM_FILES[locale]);
      writeFileSync(file, pdf);
      console.log(`${file}: ${pdf.length} bytes`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
