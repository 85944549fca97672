/**
 * Takes out of a free-text answer what could identify a person before it is stored: e-mail addresses, Thai national
 * ID numbers (13 digits, however grouped) and phone numbers (Thai or international). Thai digits count as digits.
 * Other long runs of digits (account or card numbers) go too: the answer is about the page, not the visitor.
 */
export const REDACTED = { email: "[email]", id: "[ID]", phone: "[phone]", number: "[number]" } as const;

const THAI_DIGITS = /[๐-๙]/g;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** 13 digits, optionally grouped 1-4-5-2-1 with dashes, dots or spaces, as printed on Thai ID cards. */
const NATIONAL_ID = /(?<!\d)\d[\s.-]?\d{4}[\s.-]?\d{5}[\s.-]?\d{2}[\s.-]?\d(?!\d)/g;
/** +66 or 0 then 8 or 9 more digits, with optional separators; or any + international number. */
const PHONE = /(?<![\d+])(?:\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d){5,10}|0\d(?:[\s.-]?\d){7,8})(?!\d)/g;
/** Whatever else has 7 digits or more in a row (with separators). */
const LONG_NUMBER = /(?<!\d)\d(?:[\s.-]?\d){6,}(?!\d)/g;

export function redactPersonalData(text: string): string {
  const ascii = text.replace(THAI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0e50));
  return ascii
    .replace(EMAIL, REDACTED.email)
    .replace(NATIONAL_ID, REDACTED.id)
    .replace(PHONE, REDACTED.phone)
    .replace(LONG_NUMBER, REDACTED.number);
}
