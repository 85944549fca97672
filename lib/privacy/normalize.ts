/**
 * The text redaction judges: every character in the one form the rules are written for, whatever was typed.
 * - digits of any script (the Unicode Nd property: Thai, Arabic-Indic, Lao, Devanagari, mathematical bold…) as 0-9,
 *   by their value: Unicode keeps each script's digits in one run of ten from its zero;
 * - compatibility forms (full-width, circled, super- and subscript, ＠, ．) as NFKC writes them, one character at a
 *   time and never for Thai (NFKC splits ำ into ํ + า, which no Thai rule would then match);
 * - characters written as HTML references (&#64;, &commat;) or percent-encoded ASCII (%40) as that character;
 * - invisible characters (format characters such as the zero-width space, word joiner and soft hyphen; variation
 *   selectors; combining marks outside Thai, which no rule reads) taken out, and control characters as spaces.
 * Each unit keeps what was typed beside what is judged, so the text that stays can be written back: as judged, except
 * Thai digits, which stay Thai.
 */
export type Unit = { typed: string; judged: string };

const ENTITIES: Record<string, string> = {
  commat: "@",
  period: ".",
  amp: "&",
  lt: "<",
  gt: ">",
  nbsp: " ",
  quot: '"',
  apos: "'",
  num: "#",
  percnt: "%",
  lpar: "(",
  rpar: ")",
  lsqb: "[",
  rsqb: "]",
  lbrack: "[",
  rbrack: "]",
  hyphen: "-",
  dash: "-",
  minus: "-",
  colon: ":",
  sol: "/",
  plus: "+",
  lowbar: "_",
  comma: ",",
};

/** An HTML character reference, a percent-encoded byte, or one code point. */
const PIECE = /&#(\d{1,7});?|&#x([0-9a-f]{1,6});?|&([a-z]{2,8});|%([0-9a-f]{2})|[\s\S]/giu;
const THAI_BLOCK = /[\u0E00-\u0E7F]/u;
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/u;

/** The value of a decimal digit of any script: its distance from the first digit of its run of ten. */
function digitValue(char: string): string {
  const code = char.codePointAt(0)!;
  let zero = code;
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String((code - zero) % 10);
}

/** One code point as judged. */
function judgeChar(char: string): string {
  if (INVISIBLE.test(char)) return "";
  if (/\p{Nd}/u.test(char)) return digitValue(char);
  if (THAI_BLOCK.test(char)) return char;
  if (/[\u2028\u2029]/u.test(char)) return "\n";
  if (/[^\n\t]/u.test(char) && /\p{Cc}/u.test(char)) return char === "\r" ? "" : " ";
  const compatible = char.normalize("NFKC");
  // Digits and marks that only NFKC reveals (a circled digit, a digit with a combining mark) are read again.
  return (
    [...compatible]
      .map((c) => (/\p{Nd}/u.test(c) ? digitValue(c) : /\p{M}/u.test(c) || INVISIBLE.test(c) ? "" : c))
      // A modifier letter outside Thai (ー, ˗, ˉ) stands between digits as a dash would.
      .map((c) => (/\p{Lm}/u.test(c) ? "-" : c))
      .join("")
  );
}

function decoded(piece: string, dec?: string, hex?: string, name?: string, byte?: string): string | undefined {
  const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
  if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  if (name) return ENTITIES[name.toLowerCase()];
  if (byte) {
    const value = parseInt(byte, 16);
    return value >= 0x20 && value < 0x7f ? String.fromCharCode(value) : undefined;
  }
  return piece;
}

export function normalizedUnits(text: string): Unit[] {
  // Sara am typed as two characters (ํ + า) is the one character the rules are written with.
  const typed = text.replace(/\u0E4D\u0E32/g, "\u0E33");
  const out: Unit[] = [];
  for (const m of typed.matchAll(PIECE)) {
    const char = decoded(m[0], m[1], m[2], m[3], m[4]);
    if (char === undefined) for (const c of m[0]) out.push({ typed: c, judged: judgeChar(c) });
    else out.push({ typed: m[0], judged: [...char].map(judgeChar).join("") });
  }
  return out;
}
