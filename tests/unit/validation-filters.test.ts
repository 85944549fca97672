import { describe, expect, it } from "vitest";
import { allowsChar, DATA_TYPES, filterTyped, stripDisallowed, type DataType } from "@/lib/validation/filters";

/** Spec section 5: per data type, characters that must pass and characters that must be dropped. */
const cases: Record<DataType, { allowed: string[]; dropped: string[] }> = {
  english: { allowed: ["a", "Z", "."], dropped: ["1", " ", "ก", "-", "@"] },
  thaionly: { allowed: ["ก", "ู", "่", "๙", " "], dropped: ["a", "1", ".", "-"] },
  thai: { allowed: ["ก", "ๆ", "a", "Z"], dropped: [" ", "1", ".", "@"] },
  textaddress: {
    allowed: ["ก", "a", "9", "+", "#", ".", "-", "/", "(", ")", " "],
    dropped: [",", "@", "_", "!", "\n", "*"],
  },
  number: { allowed: ["0", "5", "9"], dropped: ["a", "-", ".", " ", "๑", "/"] },
  numberslash: { allowed: ["0", "9", "/", "-"], dropped: [".", "a", " ", "ก"] },
  numberpoint: { allowed: ["0", "9", "."], dropped: ["/", "-", ",", "a"] },
  email: { allowed: ["a", "Z", "0", "_", ".", "@", "-", "^"], dropped: [" ", "ก", "+", "!", ","] },
  password: { allowed: ["a", "Z", "0", "_", ".", "@", "-", "^"], dropped: [" ", "ก", "#", "$"] },
  unchar: { allowed: [], dropped: ["a", "1", " ", "ก", "."] },
  tel: { allowed: ["0", "9", "+", "-", " "], dropped: ["a", "/", ".", "("] },
};

describe.each(DATA_TYPES)("data type %s", (type) => {
  const { allowed, dropped } = cases[type];

  it("allows its characters and no others", () => {
    for (const char of allowed) expect(allowsChar(type, char), `${type} ${JSON.stringify(char)}`).toBe(true);
    for (const char of dropped) expect(allowsChar(type, char), `${type} ${JSON.stringify(char)}`).toBe(false);
  });

  it("keeps a typed character that matches and drops one that does not, wherever the caret is", () => {
    const start = allowed.slice(0, 2).join("");
    for (const char of allowed) expect(filterTyped(type, start, start + char)).toBe(start + char);
    for (const char of dropped) {
      expect(filterTyped(type, start, start + char)).toBe(start);
      expect(filterTyped(type, start, char + start)).toBe(start);
    }
  });

  it("strips pasted text to what it allows", () => {
    expect(stripDisallowed(type, allowed.join("") + dropped.join(""))).toBe(allowed.join(""));
    expect(filterTyped(type, "", dropped.join("") + allowed.join(""))).toBe(allowed.join(""));
  });
});

describe("filterTyped", () => {
  it("drops only the one typed character, in the middle of the text too", () => {
    expect(filterTyped("number", "1234", "12a34")).toBe("1234");
    expect(filterTyped("number", "1234", "12534")).toBe("12534");
  });

  it("lets deletions through", () => {
    expect(filterTyped("number", "1234", "124")).toBe("124");
    expect(filterTyped("number", "1234", "")).toBe("");
  });

  it("handles a repeated character next to the caret", () => {
    expect(filterTyped("number", "11", "111")).toBe("111");
    expect(filterTyped("english", "aa", "aaa")).toBe("aaa");
  });

  it("leaves nothing in an unchar field", () => {
    expect(filterTyped("unchar", "", "a")).toBe("");
    expect(filterTyped("unchar", "", "pasted text")).toBe("");
  });
});
