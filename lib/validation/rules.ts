import { normalizeInput } from "./normalize";

/**
 * The form rules of spec section 5 as small pure functions. lib/validation/schemas.ts wraps them in zod; the appeal
 * helper's fields use those schemas. Each problem is named by a key that messages/{th,en}.json translate
 * (appealHelper.errors), so the rules stay free of any language.
 */
export type Problem =
  | "required"
  | "idDigits"
  | "idLength"
  | "idFirstDigit"
  | "idCheckDigit"
  | "passport"
  | "companyId"
  | "mobile"
  | "email"
  | "postalCode"
  | "postalCodeAbroad"
  | "date"
  | "dateFuture"
  | "dateOrder";

/** Spec: null, empty, 'null', 'undefined' and 'NaN' count as empty (the old site stored such strings). */
export function isNullLike(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "number" && Number.isNaN(value)) ||
    value === "" ||
    value === "null" ||
    value === "undefined" ||
    value === "NaN"
  );
}

/** Spec: starts with a letter, contains @ and a domain, ends with an alphabetic suffix of two or more letters. */
const EMAIL =
  /^[A-Za-z][A-Za-z0-9_.^-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

const MOBILE_MIN_LENGTH = 10;

/** Spaces, dashes and dots people put inside a number (081-234-5678), and Thai digits, are not part of it. */
const normalizePhone = (value: string) => normalizeInput("phone", value);

/** Spec: numeric, at least 10 characters, with the prefix +66 or 02 to 09. */
export function isThaiMobile(value: string): boolean {
  const number = normalizePhone(value);
  return number.length >= MOBILE_MIN_LENGTH && /^(?:\+66|0[2-9])\d+$/.test(number);
}

/**
 * A number someone abroad can be reached on: + and a country code other than Thailand's, 8 to 15 digits in all (the
 * ITU's E.164 maximum). Foreign data subjects may appeal too; a Thai number still follows the spec's rule.
 */
export function isInternationalPhone(value: string): boolean {
  return /^\+(?!66)[1-9]\d{7,14}$/.test(normalizePhone(value));
}

export function isPhone(value: string): boolean {
  return isThaiMobile(value) || isInternationalPhone(value);
}

/**
 * Spec: numeric and non-empty. Every Thai postal code has five digits, so four is a typing mistake that would send the
 * committee's answer astray: exactly five are asked for.
 */
export function isPostalCode(value: string): boolean {
  return /^\d{5}$/.test(normalizeInput("digits", value));
}

/** Someone who lives abroad has their country's postal code, which may hold letters (SW1A 1AA, K1A 0B1). */
export function isForeignPostalCode(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value.trim());
}

const NATIONAL_ID_LENGTH = 13;

/** Spec: weights 13 down to 2 over the first 12 digits; the check digit is (11 - sum mod 11) mod 10. */
export function thaiIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** The first problem with a national ID number (typed with or without the dashes of the card), or null. */
export function nationalIdProblem(value: string): Problem | null {
  const id = normalizeInput("digits", value);
  if (!/^\d*$/.test(id)) return "idDigits";
  if (id.length !== NATIONAL_ID_LENGTH) return "idLength";
  if (id[0] === "0") return "idFirstDigit";
  if (thaiIdCheckDigit(id.slice(0, 12)) !== Number(id[12])) return "idCheckDigit";
  return null;
}

export function isThaiNationalId(value: string): boolean {
  return nationalIdProblem(value) === null;
}

/**
 * Who may appeal: any data subject, so not only Thai citizens. A foreigner gives a passport number, a company (a
 * juristic person) its 13-digit registration number. No source we have gives a check-digit rule for registration
 * numbers, so only their length is checked.
 */
const ID_TYPES = ["thaiId", "passport", "company"] as const;
export type IdType = (typeof ID_TYPES)[number];

export function idType(value: string | undefined): IdType {
  return ID_TYPES.find((type) => type === value) ?? "thaiId";
}

/** Passport numbers differ by country: letters and digits as printed, 6 to 20 of them. */
function passportProblem(value: string): Problem | null {
  return /^[A-Za-z0-9]{6,20}$/.test(normalizeInput("passport", value)) ? null : "passport";
}

function companyIdProblem(value: string): Problem | null {
  return /^\d{13}$/.test(normalizeInput("digits", value)) ? null : "companyId";
}

/** The first problem with an identification number of the given type, or null. */
export function identityProblem(type: IdType, value: string): Problem | null {
  if (type === "passport") return passportProblem(value);
  if (type === "company") return companyIdProblem(value);
  return nationalIdProblem(value);
}
