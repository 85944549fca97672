// What the site's word list is made from: its own Thai text, and the dictionaries that say which of it are words.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { icuSegments, THAI_RUN } from "./thai-segmenter";
import { SITE_EXTRA_WORDS } from "./site-extra-words";
import { NO_BREAK_TERMS, spacingLength } from "./thai-word-list";

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

/**
 * A word longer than this is left to break between its parts: boxes stay short, so lines stay full and a table
 * cell keeps its width. The protected terms (thai-word-list.ts) have their own, longer limit.
 */
const MAX_WORD = 12;
/** How many of ICU's segments one word of the dictionary may span (เครดิต|บู|โร is three). */
const MAX_PARTS = 5;

/**
 * The words of `texts` that the dictionary lists and ICU cuts into two or more segments: exactly the words a
 * browser could break in the middle. `always` are words known to be split in some context (ICU's segments depend
 * on the neighbours: ได้|รับคำ|ขอ): each is listed wherever the text holds it. Sorted, so the generated file
 * changes only when the site's words do.
 */
export function splitWords(
  texts: readonly string[],
  dictionary: ReadonlySet<string>,
  always: readonly string[] = [],
): string[] {
  const found = new Set<string>();
  for (const word of always) {
    if (spacingLength(word) <= MAX_WORD && texts.some((text) => text.includes(word))) found.add(word);
  }
  for (const text of texts) {
    for (const match of text.matchAll(THAI_RUN)) {
      const segments = icuSegments(match[0]);
      for (let i = 0; i < segments.length; i++) {
        let word = segments[i].text;
        for (let j = i + 1; j < Math.min(segments.length, i + MAX_PARTS); j++) {
          word += segments[j].text;
          if (spacingLength(word) > MAX_WORD) break;
          if (dictionary.has(word)) found.add(word);
        }
      }
    }
  }
  return [...found].sort();
}
