// Thai text cut into parts, with the words a browser would split at a line end marked to be kept whole.
import { LONG_TERM, NO_BREAK_TERMS, spacingLength, termMatcher } from "../content/no-break-terms";
import { MAX_PARTS } from "./thai-word-list";
import { icuSegments, THAI_RUN } from "./thai-segmenter";
import { SITE_WORDS } from "./thai-words.generated";
import type { TextPart } from "./text-part";

export { keepClass, type TextPart } from "./text-part";

const WORDS: ReadonlySet<string> = new Set(SITE_WORDS);
const matchers = new Map<number, ReturnType<typeof termMatcher>>();

function matcher(budget: number, terms: readonly string[]) {
  if (terms !== NO_BREAK_TERMS) return termMatcher(terms, budget);
  let split = matchers.get(budget);
  if (!split) matchers.set(budget, (split = termMatcher(NO_BREAK_TERMS, budget)));
  return split;
}

/** ICU's segments of a Thai run, rejoined where the dictionary says they are one word (ตรวจ|สอบ → ตรวจสอบ). */
function wordsOfRun(run: string): TextPart[] {
  const segments = icuSegments(run).map((s) => s.text);
  const parts: TextPart[] = [];
  for (let i = 0; i < segments.length;) {
    let end = i;
    let word = segments[i];
    for (let j = i + 1, joined = word; j < Math.min(segments.length, i + MAX_PARTS); j++) {
      joined += segments[j];
      if (WORDS.has(joined)) [end, word] = [j, joined];
    }
    parts.push(end > i ? { text: word, keep: true } : { text: word });
    i = end + 1;
  }
  return parts;
}

function plain(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(THAI_RUN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push(...wordsOfRun(match[0]));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Text cut into runs a line may break anywhere in and words it must not break inside: the protected terms
 * (within `budget` letters, for large headings) and the site's words ICU would split. Plain runs are merged, so a
 * paragraph gives a handful of short boxes, not one per word.
 */
export function thaiParts(text: string, budget = Infinity, terms: readonly string[] = NO_BREAK_TERMS): TextPart[] {
  if (!/[\u0E01-\u0E4E]/.test(text)) return [{ text }];
  const out: TextPart[] = [];
  const push = (part: TextPart) => {
    const last = out.at(-1);
    if (!part.keep && last && !last.keep) last.text += part.text;
    else out.push({ ...part });
  };
  for (const piece of matcher(budget, terms)(text)) {
    if (piece.term)
      push({ text: piece.text, keep: true, term: true, ...(spacingLength(piece.text) > LONG_TERM && { long: true }) });
    else plain(piece.text).forEach(push);
  }
  return out;
}
