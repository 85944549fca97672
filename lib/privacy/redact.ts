/**
 * Takes out of free text what could identify a person, before it is stored: the one redaction rule for feedback
 * answers (lib/feedback/why.ts) and search statistics (lib/search/stats.ts).
 *
 * Found whatever the spelling: Thai digits (๐-๙) and full-width digits count as digits, and digits may be grouped by
 * spaces, dots, dashes, slashes, commas, underscores or brackets.
 * - e-mail addresses, also with "at"/"dot" spelled out (`at`, `(at)`, `[at]`, `แอท`; `dot`, `ดอท`, `จุด`);
 * - Thai national ID numbers (13 digits, or any number written after an ID label such as `ID:` or `เลขบัตรประชาชน`);
 * - passport numbers (one or two letters and 6-8 digits, or anything after a passport label);
 * - phone numbers (0 and 8-9 more digits, or + and a country code) and any other run of 6 digits or more
 *   (account and card numbers); dates (15/01/2569), year ranges (2560-2565) and amounts (1,500,000) are kept;
 * - names, only where a rule can see one: after a title (นาย, นางสาว, น.ส., Mr, Mrs, Ms, Dr…) or a label (`ชื่อ:`,
 *   `ผมชื่อ`, `my name is`, `name:`);
 * - street addresses, only where they look like one: a house number followed by หมู่/ซอย/ถนน (or Road, Street, Soi…),
 *   or anything after `ที่อยู่:` / `address:` to the end of the line;
 * - messaging and social accounts, the way people in Thailand pass them on: the name after a LINE or Facebook label
 *   (`ไลน์`, `ไอดีไลน์`, `Line ID`, `line:`, `เฟซบุ๊ก`, `facebook:`), and any `@name` that is not part of an e-mail
 *   address (LINE's official accounts are written that way).
 * A name or address written without any of these cues stays: no rule can tell "สมชาย" from an ordinary word.
 */
export const REDACTED = {
  email: "[email]",
  id: "[ID]",
  passport: "[passport]",
  phone: "[phone]",
  number: "[number]",
  name: "[name]",
  address: "[address]",
  handle: "[handle]",
} as const;
type Kind = keyof typeof REDACTED;

/**
 * Thai and full-width digits and letters folded to ASCII, one code unit for one: positions found in the folded text
 * are positions in the original, so text that is kept keeps its own digits.
 */
function foldDigits(text: string): string {
  return text
    .replace(/[\u0E50-\u0E59]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0x0e50 + 48))
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

const THAI = "\\u0E01-\\u0E4E";
/** Between two digits of one number: up to three of these (`1 - 2345`, `1,101,700`, `081_234`, `(02) 283`). */
const DIGIT_SEP = "[\\s.\\-\\u2010-\\u2015/,_()]{0,3}";

const AT = "(?:\\s*@\\s*|\\s*[([{]\\s*at\\s*[)\\]}]\\s*|\\s+at\\s+|\\s*แอท\\s*)";
const DOT = "(?:\\.|\\s*[([{]\\s*dot\\s*[)\\]}]\\s*|\\s+dot\\s+|\\s*(?:ดอท|จุด)\\s*)";
const LOCAL = "[\\p{L}\\p{M}\\p{N}._%+-]+";
const ANY_LABEL = "[\\p{L}\\p{M}\\p{N}-]+";
const LABEL = "[a-z0-9](?:[a-z0-9-]*[a-z0-9])?";
/**
 * With @ written tight (any domain), with spaces around the @ and a dotted domain, or with "at" spelled out and at
 * least one "dot" (so "look at this" stays). "ติดต่อ @somchai" is no address: that is a LINE name (HANDLE below).
 */
const EMAIL = new RegExp(
  `${LOCAL}(?:@|＠)${ANY_LABEL}(?:\\.${ANY_LABEL})*|${LOCAL}\\s*(?:@|＠)\\s*${ANY_LABEL}(?:\\.${ANY_LABEL})+|` +
    `${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})+`,
  "giu",
);

const NUMBER_VALUE = `[a-z]{0,2}[\\s-]?\\d(?:${DIGIT_SEP}\\d)*`;
/** A value written after an ID or passport label is that document's number, whatever its length. */
const ID_LABEL = new RegExp(
  "(?:\\b(?:national\\s+)?id(?:\\s*card)?(?:\\s*(?:no\\.?|number|#))?|\\bcitizen\\s*id|" +
    "เลข(?:ที่)?(?:บัตร(?:ประจำตัว)?(?:ประชาชน)?|ประจำตัว(?:ประชาชน)?)|บัตร(?:ประจำตัว)?ประชาชน(?:เลขที่)?)" +
    `(?![a-z])\\s*[:：#=]?\\s*(${NUMBER_VALUE})`,
  "giu",
);
const PASSPORT_LABEL = new RegExp(
  `(?:\\bpassport(?:\\s*(?:no\\.?|number|#))?|หนังสือเดินทาง(?:เลขที่)?|พาสปอร์ต)(?![a-z])\\s*[:：#=]?\\s*(${NUMBER_VALUE})`,
  "giu",
);
/** Thai passports are two letters and seven digits; others one or two letters and 6-8 digits. */
const PASSPORT = /(?<![\p{L}\p{N}])(?:[A-Z]{1,2}[\s-]?\d{6,8}|[a-z]{1,2}\d{7})(?![\p{L}\p{N}])/gu;

/** A run of digits with the separators above, and a leading + or bracket of a phone number. */
const DIGIT_RUN = new RegExp(`\\+?\\(?(?<!\\d)\\d(?:${DIGIT_SEP}\\d)*\\)?(?!\\d)`, "gu");
const MIN_DIGITS = 6;

/** What a run of digits is, or undefined when it is to be kept (short, a date, years, an amount). */
function classifyDigits(run: string): Kind | undefined {
  const digits = run.replace(/\D/g, "");
  if (digits.length < MIN_DIGITS) return undefined;
  const bare = run.replace(/^[(+]+|[)]+$/g, "").trim();
  if (/^\d{1,2}([./-])\d{1,2}\1\d{2,4}$/.test(bare)) return undefined;
  const groups = bare.split(/\D+/);
  if (groups.every((g) => /^(?:19|20|25)\d\d$/.test(g)) && /^[\d\s,/-]+$/.test(bare)) return undefined;
  if (digits.length < 13 && /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d{1,2})?$/.test(bare)) return undefined;
  if (digits.length === 13 && !run.startsWith("+")) return "id";
  if (run.startsWith("+") || (digits.startsWith("0") && (digits.length === 9 || digits.length === 10))) return "phone";
  if (digits.startsWith("66") && (digits.length === 10 || digits.length === 11)) return "phone";
  return "number";
}

const THAI_WORD = `[${THAI}]+`;
/** นาย directly before a word is a title, except in these common words (employer, broker, registrar…). */
const NOT_NAI =
  "(?!จ้าง|หน้า|ทะเบียน|ก|อำเภอ|ธนาคาร|ทุน|ประกัน|ตรวจ|ช่าง|ด่าน|ทหาร|ตำรวจ|แพทย์|สถานี|งาน|ท้าย|ห้าง|ประตู|ร้อย|พัน|สิบ|พล|เรือ)";
const THAI_NAME = new RegExp(
  `(?:(?:ผม|ดิฉัน|ฉัน|หนู|กระผม)ชื่อ|ชื่อ(?:-?(?:นาม)?สกุล|จริง)?\\s*[:：]|นางสาว\\s*|นาย${NOT_NAI}\\s*|นาง\\s+|น\\.ส\\.\\s*|ด\\.ช\\.\\s*|ด\\.ญ\\.)\\s*` +
    `(${THAI_WORD}(?:\\s+${THAI_WORD})?)`,
  "gu",
);
const CAPITALISED = "[A-Z][\\p{L}'-]*";
const LATIN_NAME = new RegExp(
  `(?:\\b(?:Mr|Mrs|Ms|Miss|Dr|Mister|Khun)\\.?\\s+|\\b[Mm]y name is\\s+|\\b[Nn]ame\\s*:\\s*)(\\p{L}[\\p{L}'-]*(?:\\s+${CAPITALISED}){0,2})`,
  "gu",
);

const THAI_ADDRESS_PART = `(?:หมู่(?:ที่)?\\s*\\d+|ม\\.\\s*\\d+|(?:ซอย|ซ\\.|ถนน|ถ\\.|ตำบล|ต\\.|แขวง|อำเภอ|อ\\.|เขต|จังหวัด|จ\\.)\\s*${THAI_WORD}(?:\\s*\\d+)?|\\d{5}(?!\\d))`;
const HOUSE = "\\d+(?:/\\d+)?";
const THAI_ADDRESS = new RegExp(
  `(?:(?:(?:บ้าน)?เลขที่|ที่อยู่)\\s*${HOUSE}|${HOUSE}(?=\\s*(?:หมู่|ม\\.\\s*\\d|ซอย|ซ\\.|ถนน|ถ\\.)))(?:\\s*${THAI_ADDRESS_PART})*`,
  "gu",
);
const LATIN_ADDRESS = new RegExp(
  `\\b${HOUSE},?\\s+(?:(?:Moo|M\\.)\\s*\\d+,?\\s+)?(?:${CAPITALISED}\\s+){0,3}(?:Road|Rd|Street|St|Soi|Lane|Ln|Avenue|Ave|Alley)\\b\\.?` +
    `(?:,?\\s+(?:\\d{5}(?!\\d)|${CAPITALISED}))*`,
  "gu",
);
const LABELLED_ADDRESS = /(?:ที่อยู่|\baddress)\s*[:：][^\n]{1,160}/giu;

/**
 * LINE and Facebook names are Latin letters, digits and . _ -. The English word "line" counts as a label only with
 * "ID" or a colon after it ("the first line of the letter" stays); the Thai ไลน์ and เฟซบุ๊ก name the apps alone.
 */
const HANDLE_VALUE = "@?[a-z0-9][a-z0-9._-]{1,39}";
const HANDLE_LABEL = new RegExp(
  "(?:\\bline\\s*id|\\bid\\s*line|\\b(?:line|facebook|fb)\\s*[:：=]|ไอดี\\s*ไลน์|ไลน์(?:\\s*ไอดี)?|" +
    `(?:เฟซ|เฟส)บุ[๊ค]?[กค]?)\\s*[:：=]?\\s*(${HANDLE_VALUE})(?![a-z0-9._-])`,
  "giu",
);
/** `@name` on its own: after a space, a bracket or the start, never inside an e-mail address (found first). */
const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@[a-z0-9][a-z0-9._-]{2,39}(?![a-z0-9._-])/giu;

type Span = { start: number; end: number; kind: Kind };

/** Spans of each rule, in order; a later span that overlaps an earlier one is merged into it. */
function spans(text: string): Span[] {
  const found: Span[] = [];
  const add = (start: number, end: number, kind: Kind) => {
    if (end <= start) return;
    const overlapping = found.find((s) => s.start < end && start < s.end);
    if (overlapping) {
      overlapping.start = Math.min(overlapping.start, start);
      overlapping.end = Math.max(overlapping.end, end);
    } else found.push({ start, end, kind });
  };
  const whole = (pattern: RegExp, kind: Kind) => {
    for (const m of text.matchAll(pattern)) add(m.index, m.index + m[0].length, kind);
  };
  /** The first group, which ends the match: the value after a label or title. */
  const value = (pattern: RegExp, kind: Kind) => {
    for (const m of text.matchAll(pattern)) add(m.index + m[0].length - m[1].length, m.index + m[0].length, kind);
  };
  whole(EMAIL, "email");
  value(PASSPORT_LABEL, "passport");
  value(ID_LABEL, "id");
  whole(PASSPORT, "passport");
  whole(LABELLED_ADDRESS, "address");
  whole(THAI_ADDRESS, "address");
  whole(LATIN_ADDRESS, "address");
  for (const m of text.matchAll(DIGIT_RUN)) {
    const kind = classifyDigits(m[0]);
    if (kind) add(m.index, m.index + m[0].length, kind);
  }
  value(HANDLE_LABEL, "handle");
  whole(AT_HANDLE, "handle");
  value(THAI_NAME, "name");
  value(LATIN_NAME, "name");
  return found.sort((a, b) => a.start - b.start);
}

export function redactPersonalData(text: string): string {
  const folded = foldDigits(text);
  let out = "";
  let at = 0;
  for (const { start, end, kind } of spans(folded)) {
    // Merging may leave two spans overlapping: the second only carries the first further.
    if (start >= at) out += text.slice(at, start) + REDACTED[kind];
    at = Math.max(at, end);
  }
  return out + text.slice(at);
}
