import { describe, expect, it } from "vitest";
import {
  isEmail,
  isNullLike,
  isPostalCode,
  isThaiMobile,
  isThaiNationalId,
  nationalIdProblem,
  thaiIdCheckDigit,
} from "@/lib/validation/rules";

/** The check digit computed here independently of the code under test, straight from the spec's wording. */
function withCheckDigit(first12: string): string {
  const sum = first12.split("").reduce((total, digit, i) => total + Number(digit) * (13 - i), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

const prefixes = ["110170020345", "310010056789", "510299912345", "899999999999", "100000000000", "123456789012"];

describe("Thai national ID", () => {
  it("accepts 13 digits whose last digit is the check digit", () => {
    for (const prefix of prefixes) {
      const id = withCheckDigit(prefix);
      expect(isThaiNationalId(id), id).toBe(true);
      expect(thaiIdCheckDigit(prefix)).toBe(Number(id[12]));
    }
  });

  it("covers every check digit, including the (11 - 0) mod 10 = 1 and (11 - 1) mod 10 = 0 cases", () => {
    const seen = new Set<string>();
    for (let n = 100000000000; seen.size < 10; n += 7919) seen.add(withCheckDigit(String(n))[12]);
    expect([...seen].sort()).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  });

  it("rejects every other last digit", () => {
    for (const prefix of prefixes) {
      const good = withCheckDigit(prefix);
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[12]) continue;
        expect(nationalIdProblem(`${prefix}${d}`)).toBe("idCheckDigit");
      }
    }
  });

  it("rejects a swap of two different neighbouring digits", () => {
    const good = withCheckDigit("110170020345");
    const swapped = good.slice(0, 3) + good[4] + good[3] + good.slice(5);
    expect(good[3]).not.toBe(good[4]);
    expect(isThaiNationalId(swapped)).toBe(false);
  });

  it("rejects a number starting with 0, even with a matching check digit", () => {
    const id = withCheckDigit("012345678901");
    expect(nationalIdProblem(id)).toBe("idFirstDigit");
  });

  it("rejects wrong lengths and non-digits, and names the problem", () => {
    const good = withCheckDigit("110170020345");
    expect(nationalIdProblem(good.slice(0, 12))).toBe("idLength");
    expect(nationalIdProblem(`${good}1`)).toBe("idLength");
    expect(nationalIdProblem("")).toBe("idLength");
    expect(nationalIdProblem(`${good.slice(0, 12)}x`)).toBe("idDigits");
  });

  it("accepts the dashes printed on the card", () => {
    const good = withCheckDigit("110170020345");
    const dashed = `${good[0]}-${good.slice(1, 5)}-${good.slice(5, 10)}-${good.slice(10, 12)}-${good[12]}`;
    expect(isThaiNationalId(dashed)).toBe(true);
  });
});

describe("Thai mobile", () => {
  it("accepts +66 or a 02-09 prefix with at least 10 characters", () => {
    for (const number of [
      "0812345678",
      "0212345678",
      "0912345678",
      "+66812345678",
      "+661234567",
      "081-234-5678",
      "081 234 5678",
    ]) {
      expect(isThaiMobile(number), number).toBe(true);
    }
  });

  it("rejects short numbers, other prefixes and letters", () => {
    for (const number of [
      "081234567",
      "0112345678",
      "1812345678",
      "66812345678",
      "+6581234567",
      "08123456a8",
      "",
      "+66",
    ]) {
      expect(isThaiMobile(number), number).toBe(false);
    }
  });
});

describe("e-mail", () => {
  it("accepts an address starting with a letter, with a domain and an alphabetic suffix", () => {
    for (const email of ["a@b.co", "name.surname@example.co.th", "user_1@mail-server.org", "A9@x.info"]) {
      expect(isEmail(email), email).toBe(true);
    }
  });

  it("rejects the rest", () => {
    for (const email of [
      "1name@example.com",
      "_name@example.com",
      "name.example.com",
      "name@",
      "name@example",
      "name@example.c",
      "name@example.c0m",
      "name@.com",
      "na me@example.com",
      "",
    ]) {
      expect(isEmail(email), email).toBe(false);
    }
  });
});

describe("postal code", () => {
  it("is exactly five digits, as every Thai postal code is, however it was pasted", () => {
    expect(isPostalCode("10200")).toBe(true);
    expect(isPostalCode("10 200")).toBe(true);
    expect(isPostalCode("๑๐๒๐๐")).toBe(true);
    expect(isPostalCode("1020")).toBe(false);
    expect(isPostalCode("102000")).toBe(false);
    expect(isPostalCode("1")).toBe(false);
    expect(isPostalCode("")).toBe(false);
    expect(isPostalCode("1020O")).toBe(false);
  });
});

describe("null-like values", () => {
  it("count null, empty, 'null', 'undefined' and 'NaN' as empty", () => {
    for (const value of [null, undefined, "", "null", "undefined", "NaN", Number.NaN])
      expect(isNullLike(value), String(value)).toBe(true);
  });

  it("do not count real values", () => {
    for (const value of ["0", 0, " ", "none", "Null", "nan", "false", false, "null "])
      expect(isNullLike(value), JSON.stringify(value)).toBe(false);
  });
});
