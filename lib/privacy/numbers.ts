import type { Kind, Span } from "./kinds";
import { valueMatches, wholeMatches } from "./kinds";

/**
 * Numbers: any run of six digits or more is taken out, whatever stands between its digits (up to six characters that
 * are not letters or digits: spaces, line breaks, dashes, brackets, any punctuation), and digits may be written as
 * words (Thai ศูนย์ … เก้า, เอ็ด and โท as read out; English zero … nine). The only runs kept are a date, a range of
 * years, a range of times and an amount in baht, each written alone; anything more is taken out with them.
 */
const MIN_DIGITS = 6;

const THAI_WORDS: Record<string, string> = {
  ศูนย์: "0",
  หนึ่ง: "1",
  เอ็ด: "1",
  สอง: "2",
  "โท(?!ร)": "2",
  สาม: "3",
  สี่: "4",
  ห้า: "5",
  หก: "6",
  เจ็ด: "7",
  แปด: "8",
  เก้า: "9",
};
const ENGLISH_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const WORD_VALUE = new Map<string, string>([
  ...Object.entries(THAI_WORDS).map(([w, d]): [string, string] => [w.replace(/\(.*\)/, ""), d]),
  ...ENGLISH_WORDS.map((w, i): [string, string] => [w, String(i)]),
]);

const DIGIT = `(?:\\d|${Object.keys(THAI_WORDS).join("|")}|(?<![a-z])(?:${ENGLISH_WORDS.join("|")})(?![a-z]))`;
/** Between two digits of one number: up to six characters that are neither letters nor digits. */
const BETWEEN = "[^\\p{L}\\p{M}\\p{N}]{0,6}";
const RUN = new RegExp(`(?:\\+|[([{<](?=\\s*\\d))?${DIGIT}(?:${BETWEEN}${DIGIT})*(?:\\s*[)\\]}>])?`, "giu");
const WORD = new RegExp(DIGIT, "giu");

/** The run as digits and the characters between them, number words read as their digit. */
const asDigits = (run: string) => run.replace(WORD, (w) => WORD_VALUE.get(w.toLowerCase()) ?? w);

const YEAR = "(?:19|20|25)\\d\\d";
const DATE = new RegExp(`^(?:(\\d{1,2})([./-])(\\d{1,2})\\2${YEAR}|${YEAR}-(\\d{1,2})-(\\d{1,2}))$`);
/** Two years: a range (2560-2565) or the same year in both eras (2545 (2002)). */
const YEARS = new RegExp(`^${YEAR}\\s*(?:[-–]\\s*${YEAR}|\\(${YEAR}\\))$`);
const TIMES = /^([01]?\d|2[0-4])[.:][0-5]\d\s*[-–]\s*([01]?\d|2[0-4])[.:][0-5]\d$/;
const AMOUNT = /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d{1,2})?$/;
const BAHT_AFTER = /^\s*(?:บาท|baht|thb|฿)/iu;
const BAHT_BEFORE = /(?:฿|thb|baht)\s*$/iu;
/** Sections of the Act listed after มาตรา or section: numbers of 1-3 digits, none starting with 0 (20/1 too). */
const SECTIONS = /^[1-9]\d{0,2}(?:\/[1-9]\d?)?(?:[\s,]+[1-9]\d{0,2}(?:\/[1-9]\d?)?)*$/;
const SECTION_LABEL = /(?:มาตรา|(?<![a-z])(?:sections?|ss?\.)|§)\s*$/iu;

function isDate(run: string): boolean {
  const m = DATE.exec(run);
  if (!m) return false;
  const [day, month] = m[1] ? [Number(m[1]), Number(m[3])] : [Number(m[5]), Number(m[4])];
  return day >= 1 && day <= 31 && month >= 1 && month <= 12;
}

/** What a run of digits is, or undefined when it is kept (short, or a date, years, times or baht written alone). */
function classify(text: string, start: number, end: number): Kind | undefined {
  const run = asDigits(text.slice(start, end));
  const digits = run.replace(/\D/g, "");
  if (digits.length < MIN_DIGITS) return undefined;
  if (run === text.slice(start, end)) {
    if (isDate(run) || YEARS.test(run) || TIMES.test(run)) return undefined;
    const baht = BAHT_AFTER.test(text.slice(end)) || BAHT_BEFORE.test(text.slice(0, start));
    if (baht && AMOUNT.test(run)) return undefined;
    if (SECTIONS.test(run) && SECTION_LABEL.test(text.slice(0, start))) return undefined;
  }
  if (digits.length === 13 && !run.startsWith("+")) return "id";
  if (run.startsWith("+") || (digits.startsWith("0") && (digits.length === 9 || digits.length === 10))) return "phone";
  if (digits.startsWith("66") && (digits.length === 10 || digits.length === 11)) return "phone";
  return "number";
}

export function numberSpans(text: string): Span[] {
  return [...text.matchAll(RUN)].flatMap((m) => {
    const end = m.index + m[0].length;
    const kind = classify(text, m.index, end);
    return kind ? [{ start: m.index, end, kind }] : [];
  });
}

const VALUE = `(?<value>[a-z]{0,2}[\\s-]?\\d(?:${BETWEEN}\\d)*)`;
/** A value written after an ID or passport label is that document's number, whatever its length. */
const ID_LABEL = new RegExp(
  "(?:(?<![a-z])(?:national\\s+)?id(?:\\s*card)?(?:\\s*(?:no\\.?|number|#))?|(?<![a-z])citizen\\s*id|" +
    "เลข(?:ที่)?(?:บัตร(?:ประจำตัว)?(?:ประชาชน)?|ประจำตัว(?:ประชาชน)?)|บัตร(?:ประจำตัว)?ประชาชน(?:เลขที่)?)" +
    `(?![a-z])\\s*[:#=]?\\s*${VALUE}`,
  "giu",
);
const PASSPORT_LABEL = new RegExp(
  `(?:(?<![a-z])passport(?:\\s*(?:no\\.?|number|#))?|หนังสือเดินทาง(?:เลขที่)?|พาสปอร์ต)(?![a-z])\\s*[:#=]?\\s*${VALUE}`,
  "giu",
);
/** Thai passports are two letters and seven digits; others one or two letters and 6-8 digits. */
const PASSPORT = /(?<![\p{L}\p{N}])[a-z]{1,2}[\s-]?\d{6,8}(?![\p{L}\p{N}])/giu;

export function documentSpans(text: string): Span[] {
  return [
    ...valueMatches(PASSPORT_LABEL, "passport", text),
    ...valueMatches(ID_LABEL, "id", text),
    ...wholeMatches(PASSPORT, "passport", text),
  ];
}
