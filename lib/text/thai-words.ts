// Thai text cut into parts, with the words a browser would split at a line end marked to be kept whole.
import { cutText } from "./kept-words";
import { keptWords, NO_BREAK_TERMS } from "./thai-word-list";
import type { TextPart } from "./text-part";

/**
 * A reference to a section or chapter of the Act with its number ("section 25(1)", "sections 1–5", "มาตรา 25"): one
 * unit to a reader, so a line never ends between the word and the number ("section / 25").
 */
const SECTION_NUMBER = /(?:\b(?:[Ss]ections?|[Cc]hapters?)|มาตรา) \d+(?:\(\d+\))?(?:[–-]\d+(?:\(\d+\))?)?/g;

/**
 * Text cut into runs a line may break anywhere in and words it must not break inside: the protected terms (within
 * `budget` spacing letters, for large headings) and the site's words ICU would split, found as written rather than by
 * rejoining ICU's segments (those depend on the neighbours, ได้|รับคำ|ขอ, and Chromium's ICU may cut where Node's did
 * not), and section numbers with their word. Plain runs are whole, so a paragraph gives a handful of short boxes, not
 * one per word.
 */
export function thaiParts(text: string, budget = Infinity, terms: readonly string[] = NO_BREAK_TERMS): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(SECTION_NUMBER)) {
    if (match.index > last) parts.push(...wordParts(text.slice(last, match.index), budget, terms));
    parts.push({ text: match[0], keep: true });
    last = match.index + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push(...wordParts(text.slice(last), budget, terms));
  return parts;
}

function wordParts(text: string, budget: number, terms: readonly string[]): TextPart[] {
  if (!/[\u0E01-\u0E4E]/.test(text)) return [{ text }];
  return cutText(text, keptWords(budget, terms));
}
