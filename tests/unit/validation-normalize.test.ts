import { describe, expect, it } from "vitest";
import { cleanField, inputKindOf } from "@/lib/validation/appeal-form";
import { normalizeInput, toArabicDigits } from "@/lib/validation/normalize";
import { isPhone, isPostalCode, nationalIdProblem } from "@/lib/validation/rules";

/** A Thai ID whose check digit holds (spec section 5): 1-1037-02071-08-1. */
const ID = "1103702071081";

describe("input as people paste it", () => {
  it("reads Thai digits as digits", () => {
    expect(toArabicDigits("๐๑๒๓๔๕๖๗๘๙")).toBe("0123456789");
    expect(toArabicDigits("ก๑a")).toBe("ก1a");
  });

  it("takes the spaces, dashes, dots and slashes out of a number, whatever their width", () => {
    for (const pasted of [
      "1 1037 02071 08 1",
      "1-1037-02071-08-1",
      "1.1037.02071.08.1",
      "1/1037/02071/08/1",
      "๑๑๐๓๗๐๒๐๗๑๐๘๑",
      "๑ ๑๐๓๗ ๐๒๐๗๑ ๐๘ ๑",
      " 1\u00a01037\u200b02071\u201308\u22121 ",
      "1_1037_02071_08_1",
    ]) {
      expect(normalizeInput("digits", pasted), pasted).toBe(ID);
      expect(nationalIdProblem(pasted), pasted).toBeNull();
    }
  });

  it("leaves letters in a number for its rule to refuse", () => {
    expect(normalizeInput("digits", "12ab-3")).toBe("12ab3");
    expect(nationalIdProblem("1-1037-02071-08-x")).toBe("idDigits");
  });

  it("keeps a phone number's leading + and drops its brackets and separators", () => {
    expect(normalizeInput("phone", "081-234-5678")).toBe("0812345678");
    expect(normalizeInput("phone", "๐๘๑ ๒๓๔ ๕๖๗๘")).toBe("0812345678");
    expect(normalizeInput("phone", " +66 (81) 234.5678")).toBe("+66812345678");
    expect(normalizeInput("phone", "081+234")).toBe("081234");
    expect(isPhone("๐๘๑-๒๓๔-๕๖๗๘")).toBe(true);
  });

  it("cleans a postal code before its five digits are counted", () => {
    expect(normalizeInput("digits", "10 200")).toBe("10200");
    expect(isPostalCode("๑๐๒๐๐")).toBe(true);
    expect(isPostalCode("10 20")).toBe(false);
  });

  it("keeps a passport number's letters", () => {
    expect(normalizeInput("passport", "AA 123-4567")).toBe("AA1234567");
  });

  it("writes a date with slashes, from Thai digits, dots or spaces", () => {
    expect(normalizeInput("date", "๑๕/๐๘/๒๕๒๘")).toBe("15/08/2528");
    expect(normalizeInput("date", "15.08.1985")).toBe("15/08/1985");
    expect(normalizeInput("date", " 15 / 08 / 2528 ")).toBe("15/08/2528");
    expect(normalizeInput("date", "2026-01-15")).toBe("2026-01-15");
  });

  it("is the same after a second pass (typing cleans each keystroke)", () => {
    for (const kind of ["digits", "phone", "passport", "date"] as const)
      for (const text of ["๑ ๑๐๓๗-๐๒", "+66 81.234", "15 / 08 / 2528"])
        expect(normalizeInput(kind, normalizeInput(kind, text))).toBe(normalizeInput(kind, text));
  });
});

describe("which appeal-form fields are cleaned, and how", () => {
  it("follows the identification chosen", () => {
    expect(inputKindOf("nationalId")).toBe("digits");
    expect(inputKindOf("nationalId", { idType: "passport" })).toBe("passport");
    expect(inputKindOf("postalCode")).toBe("digits");
    // A postal code abroad is kept as written (SW1A 1AA).
    expect(inputKindOf("postalCode", { idType: "passport" })).toBeUndefined();
    expect(inputKindOf("mobile")).toBe("phone");
    expect(inputKindOf("birthDate")).toBe("date");
    expect(inputKindOf("fullName")).toBeUndefined();
  });

  it("leaves free text alone", () => {
    expect(cleanField("address", "99/9 ถนน ๑")).toBe("99/9 ถนน ๑");
    expect(cleanField("nationalId", "1-1037-02071-08-1")).toBe(ID);
    expect(cleanField("postalCode", "SW1A 1AA", { idType: "passport" })).toBe("SW1A 1AA");
  });
});
