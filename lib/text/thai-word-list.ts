// Builds the site's list of Thai words that ICU's dictionary would split at a line end (see thai-words.ts).
import { spacingLength } from "../content/no-break-terms";
import { icuSegments, THAI_RUN } from "./thai-segmenter";

/**
 * A word longer than this is left to break between its parts: boxes stay short, so lines stay full and a table
 * cell keeps its width. The protected terms (no-break-terms.ts) have their own, longer limit.
 */
export const MAX_WORD = 12;
/** How many of ICU's segments one word of the dictionary may span (เครดิต|บู|โร is three). */
export const MAX_PARTS = 5;

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
