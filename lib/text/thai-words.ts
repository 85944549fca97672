// Thai text cut into parts, with the words a browser would split at a line end marked to be kept whole.
import { LONG_TERM, NO_BREAK_TERMS, spacingLength, termMatcher } from "../content/no-break-terms";
import { SITE_WORDS } from "./thai-words.generated";
import type { TextPart } from "./text-part";

export { keepClass, type TextPart } from "./text-part";

const siteWords = termMatcher(SITE_WORDS);
const matchers = new Map<number, ReturnType<typeof termMatcher>>();

function matcher(budget: number, terms: readonly string[]) {
  if (terms !== NO_BREAK_TERMS) return termMatcher(terms, budget);
  let split = matchers.get(budget);
  if (!split) matchers.set(budget, (split = termMatcher(NO_BREAK_TERMS, budget)));
  return split;
}

/**
 * The site's words in a text, kept whole, and the runs between them, longest word first. The list holds only words
 * ICU splits (thai-word-list.ts), so each is found as written rather than by rejoining ICU's segments: those depend
 * on the neighbours and may cut across a word (ได้|รับคำ|ขอ), and Chromium's ICU may cut where Node's did not.
 */
function plain(text: string): TextPart[] {
  return siteWords(text).map((piece) => (piece.term ? { text: piece.text, keep: true } : { text: piece.text }));
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
