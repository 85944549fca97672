// What the site's word list is made from: its own Thai text, and the dictionaries that say which of it are words.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NO_BREAK_TERMS } from "../content/no-break-terms";

/**
 * Words of the site that no general dictionary on hand lists, yet a reader takes as one word (loanwords, names
 * and compounds of the Act's language). Thai script only, spelled as the content spells them.
 */
export const SITE_EXTRA_WORDS: readonly string[] = [
  "บูโร",
  "ลงนาม",
  "ทีละ",
  "ดำเนินการ",
  "เกี่ยวกับ",
  "เกี่ยวข้อง",
  "ผู้ใช้",
  "ตัวอย่าง",
  "อีเมล",
  "เว็บไซต์",
  "ออนไลน์",
  "คุกกี้",
  "แบบฟอร์ม",
  "ไฟล์",
  "ลิงก์",
  "เมนู",
];

/** The folders whose text a visitor reads: page text, shared data, overlays, UI strings and a few code files. */
const SOURCES = [
  "content",
  "messages",
  "lib/routes.ts",
  "lib/appeal-form/labels.ts",
  "components/appeal-helper/print-form.ts",
  "app/not-found.tsx",
];

function walk(path: string): string[] {
  try {
    return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(path, entry.name))
        : /\.(md|json|ts|tsx)$/.test(entry.name)
          ? [join(path, entry.name)]
          : [],
    );
  } catch {
    return [path];
  }
}

/** All Thai text a visitor may read, as one string per file. */
export function siteText(root = process.cwd()): string[] {
  return SOURCES.flatMap((source) => walk(join(root, source))).map((file) => readFileSync(file, "utf8"));
}

/** The general Thai dictionary of the `wordcut` package (LibThai's word lists): read at build, never shipped whole. */
export function generalDictionary(root = process.cwd()): Set<string> {
  const dir = join(root, "node_modules", "wordcut", "data");
  const words = new Set<string>();
  for (const name of [
    "tdict-std.txt",
    "tdict-std-compound.txt",
    "tdict-common.txt",
    "tdict-ict.txt",
    "tdict-science.txt",
  ]) {
    for (const line of readFileSync(join(dir, name), "utf8").split("\n")) if (line.trim()) words.add(line.trim());
  }
  for (const word of [...SITE_EXTRA_WORDS, ...NO_BREAK_TERMS]) words.add(word);
  return words;
}

/** The glossary's Thai terms, each a word of the site's own language. */
export function glossaryWords(root = process.cwd()): string[] {
  const glossary = JSON.parse(readFileSync(join(root, "content", "data", "glossary.json"), "utf8")) as { th: string }[];
  return glossary.flatMap((g) => g.th.match(/[\u0E01-\u0E4E]+/g) ?? []);
}
