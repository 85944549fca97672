/**
 * Field weights of the ranking: a word in the title or a heading says more about a page than the same word in its
 * body. `b` is BM25's length normalisation: long bodies should not win by repeating a word.
 */
export const FIELDS = {
  title: { weight: 6, b: 0.3 },
  keywords: { weight: 4, b: 0.3 },
  headings: { weight: 3, b: 0.5 },
  description: { weight: 2.5, b: 0.5 },
  body: { weight: 1, b: 0.75 },
} as const;
export type Field = keyof typeof FIELDS;
export const FIELD_NAMES = Object.keys(FIELDS) as Field[];

/** A field's text; list fields (headings, keywords) one item a line. */
export function fieldText(doc: Record<Field, string | string[]>, field: Field): string {
  const value = doc[field];
  return Array.isArray(value) ? value.join("\n") : value;
}
