import type { Span } from "./kinds";

/**
 * E-mail addresses: any spelled-out @ or dot makes one. The judged text has already turned &#64;, %40, ＠ and ﹫ into
 * @ and ．into a dot.
 * - A tight @ (`a@b`), a bracketed one (`(at)`, `[at]`, `{at}`, `<at>`, `(a)`, `[@]`), `at-sign`, `แอท`: an address
 *   whatever follows.
 * - An @ with spaces around it, a bare `at`, `แอด` (also "add", as in แอดไลน์): an address when a dot follows in the
 *   domain, so "look at this" and "ติดต่อ @somchai" (a LINE name, found as a handle) are not addresses.
 * - Dots: `.`, `。`, `dot`, `period`, `ดอท`, `ดอต`, `จุด`, bracketed or not, with spaces around or none; a dot with a space
 *   on either side only before a top-level domain (`gmail . com`), so a full stop ends no sentence as an address.
 * - Before a mail provider's name (gmail, hotmail, จีเมล…), any @ or "at" makes an address even with no dot.
 * The domain must hold a letter: "26 @ 30" is no address.
 */
const LOCAL = "[\\p{L}\\p{M}\\p{N}_+'.\\-]+";
const LABEL = "[\\p{L}\\p{M}\\p{N}_\\-]+";
const OPEN = "[([{<]";
const CLOSE = "[)\\]}>]";
const TIGHT_AT =
  `(?:@+|\\s*${OPEN}\\s*(?:at|a|@)\\s*${CLOSE}\\s*|\\s*(?:แอท|แอ็ท|เเอท|แอ้ท)\\s*|` +
  `\\s*(?<![a-z])at[\\s-]*sign(?![a-z])\\s*|\\s+@+\\s*(?=${LABEL}\\s*\\.)|\\s*@+\\s+(?=${LABEL}\\s*\\.))`;
const LOOSE_AT = "(?:\\s+@+\\s*|\\s*@+\\s+|\\s+at\\s+|\\s*(?:แอด|แอ็ด)\\s*)";
const TLD =
  "(?:com|net|org|co|th|ac|go|or|in|io|me|info|biz|edu|gov|mil|int|asia|uk|us|jp|cn|sg|my|la|vn|kh|mm|au|de|fr|" +
  "app|dev|xyz|online|คอม|ซีโอ|ทีเอช)(?![\\p{L}\\p{N}])";
const DOT =
  `(?:[.。]|\\s*${OPEN}\\s*(?:dot|period|\\.|จุด|ดอท)\\s*${CLOSE}\\s*|\\s*(?<![a-z])(?:dot|period)(?![a-z])\\s*|` +
  `\\s*(?:ดอท|ดอต|จุด)\\s*|\\s+[.。]\\s*(?=${TLD})|[.。]\\s+(?=${TLD}))`;
const PROVIDER =
  "(?:gmail|googlemail|hotmail|outlook|yahoo|ymail|icloud|protonmail|proton|aol|จีเมล์?|ฮอตเมล์?|ยาฮู|เอาท์ลุค)(?![\\p{L}\\p{N}])";
const EMAIL = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}_+'.\\-])${LOCAL}(?:${TIGHT_AT}${LABEL}(?:${DOT}${LABEL})*|` +
    `${LOOSE_AT}${LABEL}(?:${DOT}${LABEL})+|${LOOSE_AT}${PROVIDER}(?:${DOT}${LABEL})*)`,
  "giu",
);

export function emailSpans(text: string): Span[] {
  return [...text.matchAll(EMAIL)].flatMap((m) => {
    // The domain (what follows the last @ or "at") must hold a letter.
    const domain = m[0].split(/@|(?<![a-z])at(?![a-z])|แอ[ท็ดต้]+/iu).pop() ?? "";
    if (!/\p{L}/u.test(domain)) return [];
    return [{ start: m.index, end: m.index + m[0].length, kind: "email" as const }];
  });
}
