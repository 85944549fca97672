/**
 * Input as people paste and type it. Numbers copied from an ID card, a letter or a chat come with spaces, dashes, dots
 * or slashes between their groups, and a Thai keyboard types Thai digits (๐–๙). Each kind of field is cleaned to what
 * its rule checks before any length is judged, so "1-1037-02071-08-1" is 13 digits, not 10. The browser cleans as the
 * visitor types or pastes (components/appeal-helper), and the rules (rules.ts, dates.ts) and the no-JavaScript answer
 * page clean again whatever reaches them: one function for both.
 *
 * - digits: an ID or registration number, a Thai postal code: separators go, anything else stays for the rule to
 *   refuse (a letter in an ID number is the visitor's mistake to see, not to hide).
 * - phone: as digits, with a leading + kept (+66, a number abroad) and brackets dropped.
 * - passport: letters and digits as printed; separators go.
 * - date: day/month/year: spaces go, dots become slashes (15.08.2528), dashes stay (2026-01-15).
 */
export type InputKind = "digits" | "phone" | "passport" | "date";

const THAI_ZERO = 0x0e50;

/** ๐–๙ → 0–9; other characters unchanged. */
export function toArabicDigits(value: string): string {
  return value.replace(/[\u0E50-\u0E59]/g, (digit) => String(digit.charCodeAt(0) - THAI_ZERO));
}

/** Spaces of every width (zero-width too), hyphens and dashes of every length, the minus sign, dots, slashes, underscores. */
const SEPARATORS = /[\s\u200B\u2060\uFEFF./_\-\u2010-\u2015\u2212]/g;
const SPACES = /[\s\u200B\u2060\uFEFF]/g;

export function normalizeInput(kind: InputKind, value: string): string {
  const text = toArabicDigits(value);
  switch (kind) {
    case "digits":
    case "passport":
      return text.replace(SEPARATORS, "");
    case "phone": {
      const plus = /^[\s\u200B\uFEFF]*\+/.test(text);
      return (plus ? "+" : "") + text.replace(SEPARATORS, "").replace(/[()+]/g, "");
    }
    case "date":
      return text.replace(SPACES, "").replace(/\./g, "/");
  }
}
