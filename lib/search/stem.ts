/**
 * A deliberately light English stemmer: plural, -ing, -ed and a final -e, enough for "appeals" to find "appeal" and
 * "ruling" to find "rules". Applied to the index and the query alike, so over-stemming costs nothing but precision.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  // "status", "analysis", "class" are not plurals; "bureaus" is.
  if (/(ss|is|(?<!ea)us)$/.test(w)) return w;
  if (/(ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length > 4) w = undouble(w.slice(0, -2));
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** "stopp" → "stop", but "fill" and "pass" keep their double letter. */
function undouble(w: string): string {
  return /([^aeiouls])\1$/.test(w) ? w.slice(0, -1) : w;
}
