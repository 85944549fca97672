import type { Span } from "./kinds";

/**
 * Names after a title, rank or label, Thai or English, in any case and spacing: the word after it and the surname
 * after that. A name with no such cue stays (no rule can tell สมชาย from an ordinary word); so do the common words
 * these titles begin (คุณภาพ, นายจ้าง, นางพยาบาล, ชื่อบริษัท) and the English words that follow "I am" and the like.
 */
const THAI = "\\u0E01-\\u0E4E";

/** Ranks by their pattern: ร.ต.อ., พ.ต.ท., พล.ต.ต., จ.ส.อ., ด.ต., with หญิง, after ว่าที่. */
const THAI_RANK =
  "(?<!\\.)(?:ว่าที่\\s*)?(?:พล\\.\\s*(?:[ตทอ]\\.\\s*){1,2}|[รพสจด]\\.\\s*[ตทอส]\\.\\s*(?:[ตทอ]\\.)?|" +
  "(?:พล|พัน|ร้อย|สิบ|จ่า|นาวา|เรือ|นาวาอากาศ|เรืออากาศ)(?:ตำรวจ)?(?:เอก|โท|ตรี)|ดาบตำรวจ|พลทหาร)(?:\\s*หญิง)?";
/** ศ. only as a word of its own: in พ.ศ. and ค.ศ. it is an era. */
const THAI_ACADEMIC =
  "(?<!\\.)(?:(?:ศ|รศ|ผศ)\\.\\s*)?(?:ดร|นพ|พญ|ทพ|ทพญ|ภก|ภญ)\\.|(?<![\\u0E01-\\u0E4E.])ศ\\.|(?<!\\.)(?:รศ|ผศ)\\.|ม\\.ร\\.ว\\.|ม\\.ล\\.|ม\\.จ\\.|" +
  "นายแพทย์|แพทย์หญิง|ทันตแพทย์(?:หญิง)?|เภสัชกร(?:หญิง)?|คุณหญิง|ท่านผู้หญิง";
const NOT_NAI =
  "(?!จ้าง|หน้า|ทะเบียน|ก|อำเภอ|ธนาคาร|ทุน|ประกัน|ตรวจ|ช่าง|ด่าน|ทหาร|ตำรวจ|สถานี|งาน|ท้าย|ห้าง|ประตู|ร้อย|พัน|สิบ|พล|เรือ|หนังสือ)";
const NOT_NANG = "(?!สาว|พยาบาล|ฟ้า|งาม|แบบ|เอก|ร้าย|ใน|ไม้|กวัก|สนม|ละคร|ผีเสื้อ|ข้าหลวง)";
const NOT_KHUN =
  "(?!ภาพ|สมบัติ|ค่า|ธรรม|ประโยชน์|ลักษณ|วุฒิ|ูปการ|สามารถ|ต้อง|จะ|ได้|ไม่|มี|เป็น|ควร|ก็|ช่วย|อาจ|คือ|และ|หรือ|ที่|ยัง|" +
  "เคย|กำลัง|อยาก|ทราบ|รู้|ครับ|ค่ะ|คะ|นะ|เอง|ทำ|ไป|มา|ลอง|ดู|ใช้|ขอ|จำเป็น|ศัพท์|วิเศษ|ยื่น|ส่ง|แจ้ง|ติดต่อ|" +
  "ออก|หมด|เข้า|กด|คลิก|อ่าน|เห็น|พบ|หา|ค้น|รอ|ตอบ|เลือก|กรอก|พิมพ์|ถาม|บอก|เขียน|ลืม|สมัคร|เปิด|ปิด|ลบ|แก้|ชอบ|คิด|เชื่อ|ๆ)";
/** ชื่อ is a label, not the end of เชื่อ (สินเชื่อ, credit) or a word such as ชื่อบริษัท, ชื่อเสียง, ชื่อ ที่อยู่. */
const NOT_CHUE =
  "(?!\\s*(?:ของ|ที่อยู่|อายุ|นามสกุล|แล้ว|สถานที่|บริษัท|ธนาคาร|หน่วยงาน|สถาบัน|เว็บ|ไฟล์|เรื่อง|หน้า|เอกสาร|แบบฟอร์ม|ฟอร์ม|ที่|นี้|นั้น|และ|หรือ|ใน|ตาม|ไม่|ถูก|ผิด|" +
  "เสีย|ย่อ|คณะ|กรรมการ|สมาชิก|อะไร|อยู่|เดิม|ใหม่|ซ้ำ|ผู้(?!ใช้)|กำกับ|ประกาศ|กฎหมาย|หมายถึง|ไทย|อังกฤษ|สถาน|ร้าน|แอป|บัญชี|ตำแหน่ง))";
const THAI_LABEL =
  `(?:(?:ผม|ดิฉัน|ฉัน|หนู|กระผม|เรา|ข้าพเจ้า|ลง)?(?<!เ)ชื่อ(?:\\s*[-–]?\\s*(?:นาม)?สกุล|จริง|เต็ม|เล่น)?(?:ว่า)?${NOT_CHUE}|` +
  "นามสกุล|สกุล(?!เงิน))";
const THAI_TITLE =
  `(?:${THAI_RANK}|${THAI_ACADEMIC}|นางสาว|น\\.ส\\.|นส\\.|ด\\.ช\\.|ด\\.ญ\\.|เด็กชาย|เด็กหญิง|(?<!ท)นาย${NOT_NAI}|` +
  `นาง${NOT_NANG}|(?<!ขอบ|บุญ|พระ)คุณ${NOT_KHUN}|${THAI_LABEL})`;

const LATIN_TITLE =
  "(?<![\\p{L}\\p{N}])(?:(?:(?:pol|police|lt|capt|maj|col|gen|sgt|cpl|adm|cdr|brig)(?![\\p{L}])\\.?\\s*){1,4}|" +
  "(?:mr|mrs|ms|miss|mister|mx|dr|prof|sir|madam|mdm|khun)(?![\\p{L}])\\.?|k\\.)";
const LATIN_LABEL =
  "(?<![\\p{L}\\p{N}])(?:(?:my\\s+)?(?:full\\s+|first\\s+|last\\s+|family\\s+|sur)?name\\s*(?:[:=\\-–]|is(?![\\p{L}]))|" +
  "(?:surname|i\\s*am|i['’]?m)(?![\\p{L}])|(?<soft>this\\s+is|called)(?![\\p{L}]))";

const NAME_WORD = `(?:[${THAI}]+|\\p{L}[\\p{L}\\p{M}'’\\-]*)`;
const NAME = new RegExp(
  `(?:${THAI_TITLE}|${LATIN_TITLE}|${LATIN_LABEL})[\\s:=.\\-–]*(?=(?<first>${NAME_WORD})(?:(?<gap>\\s+)(?<second>${NAME_WORD}))?)`,
  "giu",
);

/** Words that follow a title or "I am" and are no name: the first word is then no name, the second no surname. */
const NOT_A_NAME = new Set(
  (
    "a an the and or but not no yes so to of in on at for from with by as is are was be been it this that my your " +
    "here there please thanks thank sure trying looking asking writing unable able confused worried interested " +
    "concerned sorry happy glad new also just still very too really only already going wondering hoping calling " +
    "and mrs mr ms i you he she we they who what when where why how can could would should will do did does"
  ).split(" "),
);
const NOT_A_SURNAME =
  /^(?:(?:ครับ|ค่ะ|คะ|นะ|จ้ะ|จ้า|ด้วย|มี|เป็น|ได้|ไม่|อยู่|จะ|ก็|ยัง|เคย|ที่)$|และ|หรือ|ต้องการ|อยาก|ซึ่ง|แต่|ได้รับ|สอบถาม|ถาม|ขอ|ติดต่อ)/u;

function isWordAfterCue(word: string): boolean {
  const lower = word.toLowerCase();
  return NOT_A_NAME.has(lower) || (/^[a-z]+ing$/.test(lower) && lower.length >= 6);
}

export function nameSpans(text: string): Span[] {
  return [...text.matchAll(NAME)].flatMap((m) => {
    const { first, gap = "", second } = m.groups!;
    if (isWordAfterCue(first)) return [];
    // "this is" and "called" are everyday English: a name after them only when it is written as one.
    if (m.groups!.soft && !/^[\p{Lu}\u0E01-\u0E4E]/u.test(first)) return [];
    const takeSecond = second && !isWordAfterCue(second) && !NOT_A_SURNAME.test(second);
    const start = m.index + m[0].length;
    const end = start + first.length + (takeSecond ? gap.length + second.length : 0);
    return [{ start, end, kind: "name" as const }];
  });
}
