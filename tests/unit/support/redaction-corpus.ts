import corpus from "../../fixtures/redaction-corpus.json";

/** One spelling of personal data: what kind it is, the text typed, and the pieces that must not remain. */
export type Spelling = { kind: string; text: string; gone: string[] };
export const personal: Spelling[] = corpus.personal;
export const innocent: string[] = corpus.innocent;

/**
 * The checker's own reading of a text, written apart from the redaction so that breaking the one does not blind the
 * other: compatibility forms, digits of any script and number words as ASCII digits, lower case, and nothing but
 * letters, marks and digits (spaces, punctuation and invisible characters gone).
 */
const WORDS: [RegExp, string][] = [
  ...["ศูนย์", "หนึ่ง", "สอง", "สาม", "สี่", "ห้า", "หก", "เจ็ด", "แปด", "เก้า"].map((word, d): [RegExp, string] => [
    new RegExp(word, "gu"),
    String(d),
  ]),
  ...["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"].map(
    (word, d): [RegExp, string] => [new RegExp(word, "giu"), String(d)],
  ),
];

function digitValue(char: string): string {
  let start = char.codePointAt(0)!;
  while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
  return String((char.codePointAt(0)! - start) % 10);
}

export function compact(text: string): string {
  let out = text.normalize("NFKC").replace(/\p{Nd}/gu, digitValue);
  for (const [word, digit] of WORDS) out = out.replace(word, digit);
  return out.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}

/** The pieces of a spelling still readable in what was stored: the whole piece, or five digits in a row of it. */
export function leftIn(stored: string, { gone }: Spelling): string[] {
  const kept = compact(stored);
  const digits = kept.replace(/\D/g, "");
  return gone.filter((piece) => {
    const whole = compact(piece);
    if (kept.includes(whole)) return true;
    if (!/^\d{6,}$/.test(whole)) return false;
    for (let i = 0; i + 5 <= whole.length; i++) if (digits.includes(whole.slice(i, i + 5))) return true;
    return false;
  });
}
