/**
 * Input filtering by data type (spec section 5): when the last typed character does not match the field's type, it is
 * dropped. Pure functions, so the rule is tested without a browser; components/appeal-helper applies them on input.
 */
export const DATA_TYPES = [
  "english",
  "thaionly",
  "thai",
  "textaddress",
  "number",
  "numberslash",
  "numberpoint",
  "email",
  "password",
  "unchar",
  "tel",
] as const;
export type DataType = (typeof DATA_TYPES)[number];

const THAI = "\\u0E00-\\u0E7F";
const EMAIL_CHARS = /^[A-Za-z0-9_.@^-]$/;

/** One allowed character per type. `tel` is ours, not the spec's: digits, +, hyphen and space for phone numbers. */
const ALLOWED: Record<DataType, RegExp | null> = {
  english: /^[A-Za-z.]$/,
  thaionly: new RegExp(`^[${THAI} ]$`),
  thai: new RegExp(`^[${THAI}A-Za-z]$`),
  textaddress: new RegExp(`^[${THAI}A-Za-z0-9+#./() -]$`),
  number: /^[0-9]$/,
  numberslash: /^[0-9/-]$/,
  numberpoint: /^[0-9.]$/,
  email: EMAIL_CHARS,
  password: EMAIL_CHARS,
  unchar: null,
  tel: /^[0-9+ -]$/,
};

export function allowsChar(type: DataType, char: string): boolean {
  const pattern = ALLOWED[type];
  return pattern !== null && pattern.test(char);
}

/** Drops every character the type does not allow: for pasted or auto-filled text, where no single "last" one exists. */
export function stripDisallowed(type: DataType, value: string): string {
  return Array.from(value)
    .filter((char) => allowsChar(type, char))
    .join("");
}

/**
 * The value to keep after an edit from `previous` to `next`. One inserted character (typing) is the spec's case: it is
 * dropped when it does not match, wherever the caret was. Anything else (paste, autofill) is stripped.
 * Deleting adds nothing, so stripping leaves it unchanged.
 */
export function filterTyped(type: DataType, previous: string, next: string): string {
  const before = Array.from(previous);
  const after = Array.from(next);
  if (after.length === before.length + 1) {
    let at = 0;
    while (at < before.length && before[at] === after[at]) at++;
    const rest = after.slice(at + 1).join("") === before.slice(at).join("");
    if (rest) return allowsChar(type, after[at]) ? next : previous;
  }
  return stripDisallowed(type, next);
}
