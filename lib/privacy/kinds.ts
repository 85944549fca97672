/** What each kind of personal data is replaced by. */
export const REDACTED = {
  email: "[email]",
  id: "[ID]",
  passport: "[passport]",
  phone: "[phone]",
  number: "[number]",
  name: "[name]",
  address: "[address]",
  handle: "[handle]",
  plate: "[plate]",
} as const;
export type Kind = keyof typeof REDACTED;

/** A stretch of the judged text to take out, and what it is. */
export type Span = { start: number; end: number; kind: Kind };
export type Finder = (text: string) => Span[];

/** Spans of a pattern's whole match. */
export function wholeMatches(
  pattern: RegExp,
  kind: Kind,
  text: string,
  keep?: (m: RegExpExecArray) => boolean,
): Span[] {
  return [...text.matchAll(pattern)]
    .filter((m) => !keep || keep(m))
    .map((m) => ({ start: m.index, end: m.index + m[0].length, kind }));
}

/** Spans of the named group `value` of each match (the value after a label or a title). */
export function valueMatches(pattern: RegExp, kind: Kind, text: string): Span[] {
  return [...text.matchAll(pattern)].flatMap((m) => {
    const value = m.groups?.value;
    if (!value) return [];
    const end = m.index + m[0].length;
    return [{ start: end - value.length, end, kind }];
  });
}
