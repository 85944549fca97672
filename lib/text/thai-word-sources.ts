// What the site's word list is made from: its own Thai text, and the dictionaries that say which of it are words.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NO_BREAK_TERMS } from "../content/no-break-terms";

/**
 * Words of the site that no general dictionary on hand lists, yet a reader takes as one word (loanwords, names
 * and compounds of the Act's language). Thai script only, spelled as the content spells them. Each is kept whole
 * wherever it occurs, even where ICU cuts it out of line with its neighbours (ได้|รับคำ|ขอ splits คำขอ).
 *
 * LibThai's dictionary (wordcut) is deliberately fine-grained: it lists ระยะ and เวลา, not ระยะเวลา, so the
 * compounds below were found by matching the site's text against a fuller dictionary (LEXiTRON) and kept only
 * where a Thai reader sees one word: nouns made with ข้อ, คำ, ความ, ผู้, ค่า, and set compounds of the Act and of
 * forms. Phrases the dictionary also lists (ได้รับ, หรือไม่, ตามที่) stay free to break between their words.
 */
export const SITE_EXTRA_WORDS: readonly string[] = [
  "บูโร",
  "ลงนาม",
  "ทีละ",
  "ดำเนินการ",
  "เกี่ยวกับ",
  "เกี่ยวข้อง",
  "ผู้ใช้",
  "ตัวอย่าง",
  "อีเมล",
  "เว็บไซต์",
  "ออนไลน์",
  "คุกกี้",
  "แบบฟอร์ม",
  "ไฟล์",
  "ลิงก์",
  "เมนู",
  // Nouns made with ข้อ, คำ and ความ
  "ข้อกำหนด",
  "ข้อจำกัด",
  "ข้อพิพาท",
  "ข้อยกเว้น",
  "ข้อยุติ",
  "ข้อสงสัย",
  "ข้อสรุป",
  "ข้อห้าม",
  "คำขอ",
  "คำตอบ",
  "คำชี้แจง",
  "คำตัดสิน",
  "คำนำหน้า",
  "คำนิยาม",
  "คำปรึกษา",
  "คำพิพากษา",
  "คำรับรอง",
  "คำศัพท์",
  "คำสั่ง",
  "คำสั่งศาล",
  "คำอธิบาย",
  "คำแนะนำ",
  "ความคิดเห็น",
  "ความจริง",
  "ความจำเป็น",
  "ความถูกต้อง",
  "ความปลอดภัย",
  "ความผิด",
  "ความผิดพลาด",
  "ความมั่นคง",
  "ความรับผิดชอบ",
  "ความรู้",
  "ความรู้สึก",
  "ความลับ",
  "ความสะดวก",
  "ความสามารถ",
  "ความสำคัญ",
  "ความเข้าใจ",
  "ความเป็นธรรม",
  "ความเป็นมา",
  "ความเสียหาย",
  "ความเสี่ยง",
  "ความเหมาะสม",
  // People and bodies
  "ผู้ช่วย",
  "ผู้อำนวยการ",
  "ผู้ให้บริการ",
  "ผู้เกี่ยวข้อง",
  "ผู้รับผิดชอบ",
  "ผู้สูงอายุ",
  "ผู้อ่าน",
  "หน่วยงาน",
  "คณะรัฐมนตรี",
  "นายกรัฐมนตรี",
  "ปลัดกระทรวง",
  "รองประธาน",
  "องค์ประชุม",
  "ที่ประชุม",
  "การประชุม",
  "สำนักงานใหญ่",
  // Law and procedure
  "อำนาจหน้าที่",
  "ตัวบท",
  "ตัวบทกฎหมาย",
  "ประมวลกฎหมาย",
  "กฎหมายอาญา",
  "คดีอาญา",
  "ดำเนินคดี",
  "จำคุก",
  "ดำรงตำแหน่ง",
  "ราชกิจจา",
  "ราชอาณาจักร",
  "สาระสำคัญ",
  "ภาคผนวก",
  "แหล่งที่มา",
  "ระยะเวลา",
  "ระยะทาง",
  "ช่วงเวลา",
  "วันที่",
  "วันเกิด",
  "ปีเกิด",
  "หมดอายุ",
  "ลายมือชื่อ",
  "ลงทะเบียน",
  "จดทะเบียน",
  // Money and credit
  "ค่าบริการ",
  "ค่าใช้จ่าย",
  "ค่างวด",
  "ค่าสินไหม",
  "สินไหมทดแทน",
  "ค้างชำระ",
  "ค้ำประกัน",
  "ชำระหนี้",
  "ปิดบัญชี",
  "เงินกู้",
  "เงินทุน",
  "อัตราดอกเบี้ย",
  "ภาษีอากร",
  "ใบเสร็จรับเงิน",
  "ผลประโยชน์",
  "บัตรประจำตัว",
  "เลขประจำตัว",
  "ประจำตัว",
  "ส่วนบุคคล",
  "แบบจำลอง",
  // Reaching the office, and the screen
  "สายด่วน",
  "ที่อยู่",
  "ที่ตั้ง",
  "ช่องทาง",
  "รหัสไปรษณีย์",
  "โทรศัพท์มือถือ",
  "หน้าจอ",
  "แป้นพิมพ์",
  "ตัวอักษร",
  "ตั้งค่า",
  "เข้าสู่ระบบ",
  "ภาษาอังกฤษ",
  "ภาษาไทย",
  // Verbs a reader takes as one word
  "จัดเก็บ",
  "จัดทำ",
  "เก็บรักษา",
  "ตัดสินใจ",
  "เห็นชอบ",
  "แตกต่าง",
  "ต่อเนื่อง",
  "ตอบสนอง",
];

/** The folders whose text a visitor reads: page text, shared data, overlays, UI strings and a few code files. */
const SOURCES = [
  "content",
  "messages",
  "lib/routes.ts",
  "lib/appeal-form/labels.ts",
  "components/appeal-helper/print-form.ts",
  "app/not-found.tsx",
];

function walk(path: string): string[] {
  try {
    return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(path, entry.name))
        : /\.(md|json|ts|tsx)$/.test(entry.name)
          ? [join(path, entry.name)]
          : [],
    );
  } catch {
    return [path];
  }
}

/** All Thai text a visitor may read, as one string per file. */
export function siteText(root = process.cwd()): string[] {
  return SOURCES.flatMap((source) => walk(join(root, source))).map((file) => readFileSync(file, "utf8"));
}

/** The general Thai dictionary of the `wordcut` package (LibThai's word lists): read at build, never shipped whole. */
export function generalDictionary(root = process.cwd()): Set<string> {
  const dir = join(root, "node_modules", "wordcut", "data");
  const words = new Set<string>();
  for (const name of [
    "tdict-std.txt",
    "tdict-std-compound.txt",
    "tdict-common.txt",
    "tdict-ict.txt",
    "tdict-science.txt",
  ]) {
    for (const line of readFileSync(join(dir, name), "utf8").split("\n")) if (line.trim()) words.add(line.trim());
  }
  for (const word of [...SITE_EXTRA_WORDS, ...NO_BREAK_TERMS]) words.add(word);
  return words;
}

/** The glossary's Thai terms, each a word of the site's own language. */
export function glossaryWords(root = process.cwd()): string[] {
  const glossary = JSON.parse(readFileSync(join(root, "content", "data", "glossary.json"), "utf8")) as { th: string }[];
  return glossary.flatMap((g) => g.th.match(/[\u0E01-\u0E4E]+/g) ?? []);
}
