// The one list of Thai words kept whole at a line end: the spec's protected terms, and the site's words that
// Chromium's dictionary (ICU) would split (thai-words.generated.ts, made from site-extra-words.ts, the site's text and a
// dictionary by scripts/text/thai-words.ts). Cut with cutText (kept-words.ts) by thaiParts on the server.
import { listEntry, parseKeptWords, WORD_SEPARATOR, type KeptWords } from "./kept-words";
import { SITE_WORDS } from "./thai-words.generated";

/**
 * The protected terms: Thai legal and credit terms kept whole on one line (spec section 3: "a list of about 90 Thai legal or credit
 * terms exists, probably for word wrapping"). The spec does not give the list, so this one is compiled from the
 * site's glossary (content/data/glossary.json) and the content facts: names of bodies and offices, parties, legal
 * instruments and credit words as the Act and the Committee's pages spell them. Thai has no spaces between words,
 * and Chromium's dictionary breaks compounds at any inner word: มีผู้|ว่าการ, คำ|วินิจฉัย, บริษัท|ข้อมูลเครดิต.
 *
 * Rules for adding a term: Thai script only, no spaces (a space is a fine place to break), spelled exactly as the
 * content spells it (the match is literal), and a compound a reader takes as one word. Longer terms win over the
 * shorter ones inside them, so both may be listed (คำวินิจฉัยชี้ขาด and คำวินิจฉัย). At most 25 letters that take space
 * (the Committee's name): a longer name (ศูนย์คุ้มครองผู้ใช้บริการทางการเงิน, 28) does not fit a table cell on a phone, so
 * it is left to break between its parts, which are listed (ผู้ใช้บริการ).
 */
export const NO_BREAK_TERMS: readonly string[] = [
  // Bodies, offices and officials (Act ss. 3, 29-36; glossary)
  "คณะกรรมการคุ้มครองข้อมูลเครดิต",
  "คณะกรรมการ",
  "คณะอนุกรรมการ",
  "ประธานกรรมการ",
  "กรรมการผู้ทรงคุณวุฒิ",
  "เลขานุการ",
  "ธนาคารแห่งประเทศไทย",
  "ผู้ว่าการ",
  "ผู้ช่วยผู้ว่าการ",
  "ผู้อำนวยการอาวุโส",
  "กระทรวงการคลัง",
  "รัฐมนตรีว่าการกระทรวงการคลัง",
  "พนักงานเจ้าหน้าที่",
  "พนักงานสอบสวน",
  // Credit bureaus and the businesses that send them data (ss. 3, 8, 20)
  "บริษัทข้อมูลเครดิต",
  "ข้อมูลเครดิตแห่งชาติ",
  "เครดิตบูโร",
  "ธุรกิจข้อมูลเครดิต",
  "ผู้ประกอบธุรกิจ",
  "สถาบันการเงิน",
  "ธนาคารพาณิชย์",
  "บริษัทเงินทุน",
  "บริษัทหลักทรัพย์",
  "บริษัทเครดิตฟองซิเอร์",
  "บริษัทประกันวินาศภัย",
  "บริษัทประกันชีวิต",
  "บริษัทบริหารสินทรัพย์",
  // Parties
  "เจ้าของข้อมูล",
  "สมาชิก",
  "ผู้ใช้บริการ",
  "ผู้ควบคุมข้อมูล",
  "ผู้ประมวลผลข้อมูล",
  "แหล่งข้อมูล",
  "ลูกค้า",
  "ลูกหนี้",
  "เจ้าหนี้",
  "ผู้ค้ำประกัน",
  "ผู้อุทธรณ์",
  "บุคคลธรรมดา",
  "นิติบุคคล",
  // Law and procedure
  "พระราชบัญญัติ",
  "ราชกิจจานุเบกษา",
  "ประกาศคณะกรรมการ",
  "หนังสือเวียน",
  "บทกำหนดโทษ",
  "ความรับผิดทางแพ่ง",
  "ใบอนุญาต",
  "คำวินิจฉัยชี้ขาด",
  "คำวินิจฉัย",
  "วินิจฉัยชี้ขาด",
  "แนววินิจฉัย",
  "คำอุทธรณ์",
  "อุทธรณ์",
  "ข้อโต้แย้ง",
  "เรื่องร้องทุกข์",
  "ร้องทุกข์",
  "คำขอแก้ไขข้อมูล",
  "ข้อเท็จจริง",
  "ค่าธรรมเนียม",
  "ความยินยอม",
  "การเปิดเผยข้อมูล",
  "การประมวลผลข้อมูล",
  "การรักษาความลับ",
  "ข้อมูลส่วนบุคคล",
  "ข้อมูลที่บ่งชี้ตัวลูกค้า",
  "ข้อมูลห้ามจัดเก็บ",
  // Credit data and credit products
  "ข้อมูลเครดิต",
  "รายงานข้อมูลเครดิต",
  "ประวัติสินเชื่อ",
  "ประวัติเครดิต",
  "ประวัติการชำระหนี้",
  "คะแนนเครดิต",
  "แบบจำลองด้านเครดิต",
  "สินเชื่อ",
  "บัตรเครดิต",
  "หนี้ค้างชำระ",
  "ผิดนัดชำระหนี้",
  "ปรับโครงสร้างหนี้",
  "หนี้ที่ไม่ก่อให้เกิดรายได้",
  "การปฏิเสธสินเชื่อ",
  "เช่าซื้อ",
  "เล็ตเตอร์ออฟเครดิต",
  "ตั๋วเงิน",
  "หลักประกัน",
  "การค้ำประกัน",
  "บัญชีดำ",
  // Identity documents and numbers
  "บัตรประจำตัวประชาชน",
  "เลขประจำตัวประชาชน",
  "หนังสือเดินทาง",
  "เลขทะเบียนนิติบุคคล",
  "เลขประจำตัวผู้เสียภาษีอากร",
];

/** Thai marks above and below the line (mai han-akat, upper and lower vowels, tone marks) take no width. */
const ZERO_WIDTH_MARKS = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g;

/** A term's length in letters that take space on the line: a fair proxy for its width in one font and size. */
export function spacingLength(term: string): number {
  return term.replace(ZERO_WIDTH_MARKS, "").length;
}

/**
 * Longest term a line of large type holds on a 320 px phone (288 px of text): measured in Chromium with Sarabun
 * bold, a spacing letter is at most 0.6 em. h1 is 28 px there, h2 21.6 px; other text (18 px and less) holds every
 * term on the list, the Committee's name at 252 px included.
 */
export const HEADING_BUDGET: Readonly<Record<"h1" | "h2", number>> = { h1: 16, h2: 21 };

/**
 * Terms above this length are kept whole as an inline box that may still wrap inside when it alone is wider than
 * the line (a narrow dialog), instead of running off the side (see `.nw-long` in app/styles/base.css).
 */
export const LONG_TERM = 19;

/** The longest term the list may hold (see the rules above). */
export const MAX_TERM = 25;

const lists = new Map<string, KeptWords>();

/**
 * The list to cut with: the protected terms that fit `budget` spacing letters (large headings keep only what a phone
 * line holds; a longer name breaks between its parts), and the site's words. Prepared once per budget and term list.
 */
export function keptWords(budget = Infinity, terms: readonly string[] = NO_BREAK_TERMS): KeptWords {
  const key = `${budget}:${terms === NO_BREAK_TERMS ? "" : terms.join(WORD_SEPARATOR)}`;
  let list = lists.get(key);
  if (!list) {
    const fitting = terms.filter((t) => t.trim() !== "" && spacingLength(t) <= budget);
    const entries = fitting.map((text) =>
      listEntry({ text, keep: true, term: true, ...(spacingLength(text) > LONG_TERM && { long: true }) }),
    );
    lists.set(key, (list = parseKeptWords([...entries, ...SITE_WORDS].join(WORD_SEPARATOR))));
  }
  return list;
}
