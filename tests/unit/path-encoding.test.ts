import { describe, expect, it } from "vitest";
import { decodable, WELL_FORMED_PATH } from "@/lib/http/path-encoding";

/** The rule nginx applies (a case-insensitive match of WELL_FORMED_PATH), as JavaScript runs it: the same syntax. */
const wellFormed = new RegExp(WELL_FORMED_PATH, "i");
const escaped = (bytes: number[]) => bytes.map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");

/** Byte values where UTF-8's rules change: the ends of each range in Unicode's table 3-7, and one inside each. */
const EDGES = [0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xf4, 0xff];

describe("decodable and the regular expression nginx is given say the same of every path", () => {
  const cases: string[] = [];
  for (let a = 0; a < 256; a++) {
    cases.push(`/x/${escaped([a])}`);
    for (let b = 0; b < 256; b++) cases.push(`/${escaped([a, b])}y`);
  }
  for (const lead of [...Array(0x100 - 0xe0).keys()].map((i) => 0xe0 + i))
    for (const b of EDGES) {
      for (const c of EDGES) cases.push(`/a${escaped([lead, b, c])}`);
      for (const c of [0x80, 0xbf, 0xc0])
        for (const d of [0x7f, 0x80, 0xbf, 0xc0]) cases.push(escaped([lead, b, c, d]));
    }
  const hand = [
    "/api/search",
    "/_next/static/chunks/a-1.js",
    "/%E0%B8%81%E0%B8%82",
    "/%e0%b8%81",
    "/api/search%E0%B8",
    "/%ZZ",
    "/%",
    "/%4",
    "/%4G",
    "/a%20b%2Fc",
    "/%F0%9F%98%80",
    "/%F4%90%80%80",
    "/%ED%A0%80",
    "/%C0%AF",
    "",
  ];

  it("for every one- and two-byte escape, and three- and four-byte ones at each edge of UTF-8", () => {
    expect(cases.length).toBeGreaterThan(70_000);
    const differ = [...cases, ...hand].filter((path) => wellFormed.test(path) !== decodable(path));
    expect(differ.slice(0, 10)).toEqual([]);
  });

  it("tells a cut or malformed escape from a whole character", () => {
    expect(hand.filter((path) => wellFormed.test(path))).toEqual([
      "/api/search",
      "/_next/static/chunks/a-1.js",
      "/%E0%B8%81%E0%B8%82",
      "/%e0%b8%81",
      "/a%20b%2Fc",
      "/%F0%9F%98%80",
      "",
    ]);
  });

  it("reads a path of 16 KiB of escapes, good or cut at its end, at once", () => {
    const thai = "%E0%B8%81".repeat(1800);
    expect(wellFormed.test(`/api/${thai}`)).toBe(true);
    expect(wellFormed.test(`/api/${thai}%E0%B8`)).toBe(false);
    expect(wellFormed.test(`/api/${"a".repeat(16_000)}%`)).toBe(false);
  });
});
