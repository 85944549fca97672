/**
 * Text folding shared by the index builder, the query parser and the snippet marker, so both sides of a match see
 * the same characters. Kept length-preserving for Thai and ASCII (no NFKC: it splits ำ into ํ + า), so offsets in
 * folded text are offsets in the original and snippets can mark the original words.
 */

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const CONTROL = /[\p{Cc}\p{Cf}]/u;

/** The query as the API sees it: Unicode NFC, zero-width characters removed, runs of spaces collapsed, trimmed. */
export function normalizeQuery(raw: string): string {
  return raw.normalize("NFC").replace(ZERO_WIDTH, "").replace(/\s+/g, " ").trim();
}

/** True when the text holds control or format characters a person does not type (after normalizeQuery). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * Lower-case, full-width ASCII to ASCII, Thai digits to 0-9, and the two-character spelling of sara am (ํ + า, common from some
 * keyboards) to ำ. Only the last changes the length, and content never uses it (normalizeQuery keeps queries NFC).
 */
export function fold(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u0E50-\u0E59]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x0e50 + 48))
    .replace(/\u0E4D\u0E32/g, "\u0E33")
    .toLowerCase();
}

export const THAI = /[\u0E00-\u0E7F]/;
