import { describe, expect, it } from "vitest";
import { appealFormProblems } from "@/lib/validation/appeal-form";
import { identityProblem, idType, isInternationalPhone, isPhone } from "@/lib/validation/rules";

const TODAY = "2026-03-10";
const base = {
  fullName: "Jane Doe",
  mobile: "+447700900123",
  address: "1 High Street, London",
  postalCode: "10200",
  bureau: "NCB",
  disputedItems: "Account status",
  reasons: "Paid in full",
  letterDate: "01/03/2026",
  request: "Correct the account status",
};

// Foreigners (passport) and companies (registration number) are data subjects too and may appeal online.
describe("who can appeal online", () => {
  it("accepts a passport number for a foreigner, with an international phone number", () => {
    expect(appealFormProblems({ ...base, idType: "passport", nationalId: "X1234567" }, TODAY)).toEqual({});
    expect(appealFormProblems({ ...base, idType: "passport", nationalId: "123456789" }, TODAY)).toEqual({});
  });

  it("accepts a 13-digit registration number for a company", () => {
    expect(appealFormProblems({ ...base, idType: "company", nationalId: "0105536000001" }, TODAY)).toEqual({});
  });

  it("keeps the Thai ID rule when no type is chosen, so a passport number there is an error", () => {
    expect(appealFormProblems({ ...base, nationalId: "X1234567" }, TODAY).nationalId?.problem).toBe("idDigits");
  });

  it("names what is wrong with each kind of number", () => {
    expect(identityProblem("passport", "AB12")).toBe("passport");
    expect(identityProblem("passport", "AB_12345#")).toBe("passport");
    // As printed or pasted with its groups apart: the separators are not part of the number.
    expect(identityProblem("passport", "AB 123 4567")).toBeNull();
    expect(identityProblem("company", "010553600000")).toBe("companyId");
    expect(identityProblem("company", "01055360000x1")).toBe("companyId");
    expect(identityProblem("thaiId", "0105536000001")).toBe("idFirstDigit");
  });

  it("reads an unknown or missing type as the Thai ID card", () => {
    expect(idType(undefined)).toBe("thaiId");
    expect(idType("driving-licence")).toBe("thaiId");
    expect(idType("passport")).toBe("passport");
  });
});

describe("phone numbers", () => {
  it("accepts numbers abroad with + and a country code, not Thailand's (those follow the spec's rule)", () => {
    for (const number of ["+447700900123", "+1 202 555 0143", "+8613800138000"])
      expect(isInternationalPhone(number), number).toBe(true);
    for (const number of ["+6681234567", "+44", "447700900123", "+0123456789", "+4477009001234567"]) {
      expect(isInternationalPhone(number), number).toBe(false);
    }
  });

  it("accepts a Thai number by the spec's rule or a number abroad", () => {
    expect(isPhone("0812345678")).toBe(true);
    expect(isPhone("+447700900123")).toBe(true);
    expect(isPhone("12345")).toBe(false);
  });
});

describe("postal codes", () => {
  it("keep the spec's digits-only rule for Thai addresses and accept a foreign code for a passport holder", () => {
    const foreign = { ...base, idType: "passport", nationalId: "X1234567", postalCode: "SW1A 1AA" };
    expect(appealFormProblems(foreign, TODAY)).toEqual({});
    expect(appealFormProblems({ ...foreign, postalCode: "#" }, TODAY).postalCode?.problem).toBe("postalCodeAbroad");
    expect(
      appealFormProblems({ ...foreign, idType: "company", nationalId: "0105536000001" }, TODAY).postalCode?.problem,
    ).toBe("postalCode");
  });
});
