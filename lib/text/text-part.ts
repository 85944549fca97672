// The shape of text cut by thaiParts(), with nothing else: client components import it without the dictionary.

/**
 * One piece of text. `keep`: a word held on one line (a `<span class="nw">`); `term`: one of the protected terms
 * (NO_BREAK_TERMS in thai-word-list.ts); `long`: a term that may still wrap inside when it alone is wider than the line
 * (`.nw-long`, a phone-width dialog). Joining the parts' text gives back the text unchanged.
 */
export type TextPart = { text: string; keep?: true; term?: true; long?: true };

/** Class names of the box around a kept word. */
export function keepClass(part: TextPart): string {
  return part.long ? "nw nw-long" : "nw";
}
