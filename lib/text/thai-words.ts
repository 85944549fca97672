// Thai text cut into parts, with the words a browser would split at a line end marked to be kept whole.
import { cutText } from "./kept-words";
import { keptWords, NO_BREAK_TERMS } from "./thai-word-list";
import type { TextPart } from "./text-part";

/**
 * Text cut into runs a line may break anywhere in and words it must not break inside: the protected terms (within
 * `budget` spacing letters, for large headings) and the site's words ICU would split, found as written rather than by
 * rejoining ICU's segments (those depend on the neighbours, ได้|รับคำ|ขอ, and Chromium's ICU may cut where Node's did
 * not). Plain runs are whole, so a paragraph gives a handful of short boxes, not one per word.
 */
export function thaiParts(text: string, budget = Infinity, terms: readonly string[] = NO_BREAK_TERMS): TextPart[] {
  if (!/[\u0E01-\u0E4E]/.test(text)) return [{ text }];
  return cutText(text, keptWords(budget, terms));
}
