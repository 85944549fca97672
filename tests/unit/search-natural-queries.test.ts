import { describe, expect, it } from "vitest";
import { localizedPath, type Locale } from "@/i18n/locales";
import { prepare } from "@/lib/search/prepared";
import { parseQuery } from "@/lib/search/query-terms";
import { searchIndex } from "@/lib/search/search";
import { freshIndexes } from "@/scripts/search/relevance";

/** The pages that answer "my credit data is wrong" or "I was refused credit": the rights page and the appeal pages. */
const ANSWERS = [
  "/Public/ConsumerRight",
  "/Public/Appealprocess",
  "/Public/Appealprocess/Helper",
  "/Public/AppealStart",
  "/Public/ShouldKnow",
];

/** Queries as visitors type them, in their own words rather than the pages' ("ผิด", not "ไม่ถูกต้อง"). */
const QUERIES: [Locale, string][] = [
  ["th", "ข้อมูลเครดิตผิด"],
  ["th", "เครดิตบูโรผิด"],
  ["th", "แก้ข้อมูลเครดิต"],
  ["th", "ถูกปฏิเสธสินเชื่อ"],
  ["en", "my credit report is wrong"],
  ["en", "credit report mistake"],
];

/** Over the real content, built fresh (as the relevance suite is). */
describe("search for the words people use", () => {
  const indexes = freshIndexes();

  it.each(QUERIES)("(%s) %s puts the rights or an appeal page in the first three", (locale, q) => {
    const top = searchIndex(indexes[locale], q, 3).map((r) => r.url);
    const wanted = ANSWERS.map((path) => localizedPath(locale, path));
    expect(
      top.filter((url) => wanted.includes(url)),
      top.join(" "),
    ).not.toEqual([]);
  });

  it("reads a word for wrong as a dispute only beside a word for credit data", () => {
    const meant = (locale: Locale, q: string) => parseQuery(q, prepare(indexes[locale])).meant;
    expect(meant("th", "ข้อมูลเครดิตผิด")).toContain("โต้แย้งข้อมูลเครดิต");
    expect(meant("en", "credit report mistake")).toContain("dispute credit data");
    // Alone, "ผิด" is the Act's offence (ความผิด), and "mistake" could be anything.
    expect(meant("th", "ความผิด")).toEqual([]);
    expect(meant("th", "ผิด")).toEqual([]);
    expect(meant("en", "mistake")).toEqual([]);
  });
});
