import type { Locale } from "../../i18n/locales";

/**
 * The appeal form's words in both languages. The form's fields come from what the law and the appeal process ask
 * of an appellant (sections 25-27 of the Act; the 60-day window and the 10-year retention from the spec).
 * The Committee's own form is in no source we have, and the site must not pass ours off as it: `notice` says so on the
 * form itself, with no form number, seal or reference of the Committee, and the same two sentences appear on the appeal
 * pages and in the conditions modal (tests/unit/content-trust.test.ts allows "official form" only in them).
 */
export const formText = {
  th: {
    title: "แบบคำอุทธรณ์ข้อโต้แย้งต่อคณะกรรมการคุ้มครองข้อมูลเครดิต",
    notice: [
      "แบบฟอร์มนี้มีไว้เพื่อช่วยให้ท่านรวบรวมข้อมูลที่การอุทธรณ์ต้องใช้ได้ครบถ้วน และไม่ใช่แบบฟอร์มทางการ",
      "หากฝ่ายเลขานุการของ กคค. ให้แบบฟอร์มทางการแก่ท่าน ให้ใช้แบบฟอร์มทางการนั้นแทน",
    ],
    to: "เรียน ประธานคณะกรรมการคุ้มครองข้อมูลเครดิต",
    writtenAt: "เขียนที่",
    date: "วันที่",
    part1: "ส่วนที่ 1 ข้อมูลผู้อุทธรณ์",
    fullName: "ชื่อ-นามสกุล",
    idType: "เอกสารแสดงตน",
    idTypeThaiId: "บัตรประจำตัวประชาชน",
    idTypePassport: "หนังสือเดินทาง (ผู้ที่ไม่มีสัญชาติไทย)",
    idTypeCompany: "นิติบุคคล เช่น บริษัท",
    nationalId: "เลขประจำตัวประชาชน",
    passportNumber: "เลขหนังสือเดินทาง",
    companyNumber: "เลขทะเบียนนิติบุคคล",
    idNumberAny: "เลขประจำตัวประชาชน เลขหนังสือเดินทาง (ผู้ที่ไม่มีสัญชาติไทย) หรือเลขทะเบียนนิติบุคคล",
    birthDate: "วันเดือนปีเกิด",
    address: "ที่อยู่ที่ติดต่อได้",
    postalCode: "รหัสไปรษณีย์",
    mobile: "โทรศัพท์มือถือ",
    email: "อีเมล",
    part2: "ส่วนที่ 2 ข้อมูลเครดิตที่โต้แย้ง",
    bureau: "บริษัทข้อมูลเครดิตที่เก็บข้อมูล",
    member: "สถาบันการเงินหรือสมาชิกที่ส่งข้อมูล",
    account: "ประเภทสินเชื่อและเลขที่บัญชีหรือสัญญา",
    disputedItems: "รายการข้อมูลที่โต้แย้ง (เช่น สถานะบัญชี ยอดค้างชำระ ประวัติการชำระ)",
    reasons: "ข้อเท็จจริงและเหตุผลที่เห็นว่าข้อมูลไม่ถูกต้อง",
    part3: "ส่วนที่ 3 ประวัติการขอตรวจสอบและการโต้แย้ง",
    requestDate: "วันที่ยื่นคำขอตรวจสอบหรือแก้ไขต่อบริษัทข้อมูลเครดิต",
    answerDate: "วันที่ได้รับแจ้งผลการตรวจสอบ",
    disputeDate: "วันที่บันทึกข้อโต้แย้ง",
    letterDate: "วันที่ในหนังสือแจ้งสิทธิอุทธรณ์",
    deadlineNote: "คณะกรรมการต้องได้รับคำอุทธรณ์ภายใน 60 วันนับแต่วันที่ในหนังสือแจ้งสิทธิอุทธรณ์ กำหนดนี้นับถึงวันที่คณะกรรมการได้รับ ไม่ใช่วันที่ส่ง",
    part4: "ส่วนที่ 4 คำขอ",
    request: "ขอให้คณะกรรมการวินิจฉัยว่า",
    part5: "ส่วนที่ 5 เอกสารแนบ",
    attachments: [
      "สำเนาบัตรประจำตัวประชาชนหรือบัตรที่ทางราชการออกให้ (ชาวต่างชาติ: สำเนาหนังสือเดินทาง) ที่ลงนามรับรองสำเนา",
      "สำเนารายงานข้อมูลเครดิตที่มีรายการที่โต้แย้ง",
      "สำเนาหนังสือแจ้งผลการตรวจสอบจากบริษัทข้อมูลเครดิต",
      "สำเนาหนังสือแจ้งสิทธิอุทธรณ์",
      "หลักฐานอื่นที่สนับสนุนข้อโต้แย้ง",
    ],
    otherAttachment: "อื่น ๆ (ระบุ)",
    part6: "ส่วนที่ 6 คำรับรอง",
    certify: "ข้าพเจ้าขอรับรองว่าข้อความข้างต้นและเอกสารที่แนบเป็นความจริงทุกประการ",
    signature: "ลงชื่อ",
    signatureName: "ผู้อุทธรณ์",
    privacy: "ข้อมูลส่วนบุคคลในแบบคำอุทธรณ์นี้ใช้เพื่อพิจารณาอุทธรณ์เท่านั้น และเก็บรักษาไว้ 10 ปี หรือนานเท่าที่จำเป็น",
    sendTo: "ส่งแบบคำอุทธรณ์และเอกสารแนบถึง",
    page: "หน้า",
  },
  en: {
    title: "Appeal of a credit-data dispute to the Credit Information Protection Committee",
    notice: [
      "We provide this form to help you set out everything an appeal needs; it is not an official form.",
      "Where the Committee's secretariat gives you an official form, use that one instead.",
    ],
    to: "To: The Chair, Credit Information Protection Committee",
    writtenAt: "Written at",
    date: "Date",
    part1: "Part 1. About you (the appellant)",
    fullName: "Full name",
    idType: "Identification",
    idTypeThaiId: "Thai national ID card",
    idTypePassport: "Passport (if you are not Thai)",
    idTypeCompany: "Company or other juristic person",
    nationalId: "Thai national ID number",
    passportNumber: "Passport number",
    companyNumber: "Company registration number",
    idNumberAny: "Thai national ID number, passport number (if you are not Thai) or company registration number",
    birthDate: "Date of birth",
    address: "Postal address",
    postalCode: "Postal code",
    mobile: "Mobile phone",
    email: "Email",
    part2: "Part 2. The credit data you dispute",
    bureau: "Credit bureau holding the data",
    member: "Financial institution or member that reported it",
    account: "Type of credit and account or contract number",
    disputedItems: "Items you dispute (for example account status, amount overdue, payment history)",
    reasons: "Facts and reasons why the data is wrong",
    part3: "Part 3. Your request to the bureau and the dispute",
    requestDate: "Date you asked the credit bureau to check or correct the data",
    answerDate: "Date you received the bureau's answer",
    disputeDate: "Date the dispute was recorded",
    letterDate: "Date of the letter telling you of your right to appeal",
    deadlineNote:
      "The Committee must receive your appeal within 60 days from the date of that letter: the day it arrives counts, not the day you post it.",
    part4: "Part 4. What you ask the Committee to decide",
    request: "I ask the Committee to rule that",
    part5: "Part 5. Documents attached",
    attachments: [
      "Signed copy of your national ID card or another government-issued card (a passport copy if you are not Thai)",
      "Copy of the credit report showing the disputed items",
      "Copy of the bureau's letter with the result of its check",
      "Copy of the letter telling you of your right to appeal",
      "Other evidence supporting your case",
    ],
    otherAttachment: "Other (please say what)",
    part6: "Part 6. Declaration",
    certify: "I declare that the statements above and the documents attached are true.",
    signature: "Signed",
    signatureName: "Appellant",
    privacy: "The personal data in this form is used only to decide your appeal and is kept for 10 years or as needed.",
    sendTo: "Send this form and your documents to",
    page: "Page",
  },
} satisfies Record<Locale, Record<string, string | string[]>>;

/** The ID number's label for the identification chosen (the field is `nationalId` whatever the type). */
export function idNumberLabel(t: (typeof formText)[Locale], type: string | undefined): string {
  return type === "passport" ? t.passportNumber : type === "company" ? t.companyNumber : t.nationalId;
}

/** The identification choices, in the order offered, with their labels. */
export function idTypeOptions(t: (typeof formText)[Locale]): { value: string; label: string }[] {
  return [
    { value: "thaiId", label: t.idTypeThaiId },
    { value: "passport", label: t.idTypePassport },
    { value: "company", label: t.idTypeCompany },
  ];
}
