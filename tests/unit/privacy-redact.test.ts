import { describe, expect, it } from "vitest";
import { redactPersonalData } from "@/lib/privacy/redact";
import { statsQuery } from "@/lib/search/stats";

/** [written, stored]: each spelling of an ID, passport, phone or e-mail address, in Latin and Thai digits. */
const SPELLINGS: [string, string][] = [
  // Thai national ID numbers, 13 digits however grouped
  ["บัตร 1101700203451", "บัตร [ID]"],
  ["บัตร 1-1017-00203-45-1 ครับ", "บัตร [ID] ครับ"],
  ["บัตร 1 1017 00203 45 1", "บัตร [ID]"],
  ["บัตร 1.1017.00203.45.1", "บัตร [ID]"],
  ["บัตร 1/1017/00203/45/1", "บัตร [ID]"],
  ["บัตร 1,101,700,203,451", "บัตร [ID]"],
  ["บัตร 1_1017_00203_45_1", "บัตร [ID]"],
  ["บัตร 1 - 1017 - 00203 - 45 - 1", "บัตร [ID]"],
  ["เลข ๑๑๐๑๗๐๐๒๐๓๔๕๑", "เลข [ID]"],
  ["เลข ๑-๑๐๑๗-๐๐๒๐๓-๔๕-๑", "เลข [ID]"],
  ["เลข ๑/๑๐๑๗/๐๐๒๐๓/๔๕/๑", "เลข [ID]"],
  ["id １１０１７００２０３４５１", "id [ID]"],
  ["ID: 1/1017/00203/45/1 please", "ID: [ID] please"],
  ["ID no. 12345", "ID no. [ID]"],
  ["เลขบัตรประชาชน: 3-1005", "เลขบัตรประชาชน: [ID]"],
  // passports
  ["passport AA1234567", "passport [passport]"],
  ["หนังสือเดินทาง เลขที่ AB 1234567", "หนังสือเดินทาง เลขที่ [passport]"],
  ["pp aa1234567 lost", "pp [passport] lost"],
  ["Passport no: X12-345", "Passport no: [passport]"],
  // phone numbers
  ["โทร 081-234-5678 นะ", "โทร [phone] นะ"],
  ["call 0812345678", "call [phone]"],
  ["call +66 81 234 5678", "call [phone]"],
  ["office (02) 283 5353", "office [phone]"],
  ["โทร ๐๘๑.๒๓๔.๕๖๗๘", "โทร [phone]"],
  ["โทร 081/234/5678", "โทร [phone]"],
  ["โทร 081,234,5678", "โทร [phone]"],
  ["โทร 081_234_5678", "โทร [phone]"],
  ["โทร 0 8 1 2 3 4 5 6 7 8", "โทร [phone]"],
  ["โทร ๐๒-๒๘๓-๕๓๕๓", "โทร [phone]"],
  // e-mail addresses
  ["mail me: som.chai+x@example.co.th please", "mail me: [email] please"],
  ["somchai @ example.com", "[email]"],
  ["somchai at example dot com ok", "[email] ok"],
  ["somchai [at] example [dot] co [dot] th", "[email]"],
  ["somchai(at)example(dot)com", "[email]"],
  ["อีเมล somchai แอท gmail ดอท com ครับ", "อีเมล [email] ครับ"],
  ["อีเมล somchaiแอทgmailจุดcom", "อีเมล [email]"],
  ["อีเมล สมชาย@ตัวอย่าง", "อีเมล [email]"],
  // other long numbers
  ["บัญชี 123-4-56789-0", "บัญชี [number]"],
  ["card 4111 1111 1111 1111", "card [number]"],
];

describe("redactPersonalData: IDs, passports, phones and e-mail addresses however written", () => {
  it.each(SPELLINGS)("%s", (text, expected) => {
    expect(redactPersonalData(text)).toBe(expected);
  });

  it("has a table of at least 30 spellings", () => {
    expect(SPELLINGS.length).toBeGreaterThanOrEqual(30);
  });

  it.each([
    "อยากรู้ว่าอุทธรณ์ภายใน 60 วันนับจาก 15/01/2569 ตามมาตรา 27 ได้ไหม",
    "ข้อมูลปี 2560-2565 ยอดหนี้ 1,500,000 บาท",
    "นายจ้างส่งข้อมูลให้นายทะเบียน",
    "I looked at the appeal form",
    "มาตรา ๒๕ พ.ศ. ๒๕๔๕",
  ])("keeps ordinary text, dates, years, amounts and short numbers: %s", (text) => {
    expect(redactPersonalData(text)).toBe(text);
  });
});

describe("redactPersonalData: names and addresses where a rule can see them", () => {
  it.each([
    ["ผมชื่อสมชาย ใจดี", "ผมชื่อ[name]"],
    ["ชื่อ: สมศรี มีสุข ติดต่อกลับด้วย", "ชื่อ: [name] ติดต่อกลับด้วย"],
    ["นายสมชาย ใจดี", "นาย[name]"],
    ["น.ส.สมศรี มีสุข", "น.ส.[name]"],
    ["I am Mr. John Smith from", "I am Mr. [name] from"],
    ["my name is Jane Doe", "my name is [name]"],
    ["อยู่บ้านเลขที่ 99/1 หมู่ 3 ต.บางพลี อ.บางพลี จ.สมุทรปราการ 10540 ค่ะ", "อยู่[address] ค่ะ"],
    ["ส่งไปที่ 12/3 ซอยสุขุมวิท 11 ถนนสุขุมวิท แขวงคลองเตยเหนือ", "ส่งไปที่ [address]"],
    ["at 123 Sukhumvit Road, Bangkok 10110", "at [address]"],
    ["ที่อยู่: 5 หมู่บ้านสุขใจ\nขอบคุณ", "[address]\nขอบคุณ"],
  ])("%s", (text, expected) => {
    expect(redactPersonalData(text)).toBe(expected);
  });

  it.each([
    ["แอดไลน์ somchai_88 ได้ค่ะ", "แอดไลน์ [handle] ได้ค่ะ"],
    ["ไลน์ไอดี: @abc123 นะคะ", "ไลน์ไอดี: [handle] นะคะ"],
    ["ไอดีไลน์ som.chai", "ไอดีไลน์ [handle]"],
    ["Line ID: @abc123", "Line ID: [handle]"],
    ["my line: somchai-k thanks", "my line: [handle] thanks"],
    ["เฟซบุ๊ก somchai.jaidee", "เฟซบุ๊ก [handle]"],
    ["facebook: somchai.jaidee", "facebook: [handle]"],
    ["ติดต่อ @somchai88 ทางไลน์", "ติดต่อ [handle] ทางไลน์"],
    ["mail som@example.com or @somchai", "mail [email] or [handle]"],
  ])("a LINE or Facebook name: %s", (text, expected) => {
    expect(redactPersonalData(text)).toBe(expected);
  });

  it.each(["the first line of the letter was wrong", "ไลน์ของธนาคารตอบช้า", "ติดต่อทางไลน์ได้ไหม", "section 26 @ 30 days"])(
    "keeps a mention of the apps without an account: %s",
    (text) => {
      expect(redactPersonalData(text)).toBe(text);
    },
  );

  it("takes out the ID, the name and the address of one answer", () => {
    const answer = "ID: 1/1017/00203/45/1 นายสมชาย ใจดี 99/1 ถนนพระราม 4 โทร 0812345678";
    expect(redactPersonalData(answer)).toBe("ID: [ID] นาย[name] [address] โทร [phone]");
  });
});

describe("search statistics count a query that identifies a person as what it is, never as written", () => {
  it.each([
    ["1101700203451", "[ID]"],
    ["1,101,700,203,451", "[ID]"],
    ["1_1017_00203_45_1", "[ID]"],
    ["๑-๑๐๑๗-๐๐๒๐๓-๔๕-๑", "[ID]"],
    ["AA1234567", "[passport]"],
    ["Me.Name+tag@Example.co.th appeal", "[email] appeal"],
    ["โทร 081.234.5678", "โทร [phone]"],
    ["มาตรา 25 พ.ศ. 2545", "มาตรา 25 พ.ศ. 2545"],
  ])("%s", (query, counted) => {
    expect(statsQuery(query)).toBe(counted);
  });
});
