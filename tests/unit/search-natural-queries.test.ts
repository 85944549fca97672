import { describe, expect, it } from "vitest";
import { localizedPath, type Locale } from "@/i18n/locales";
import { prepare } from "@/lib/search/prepared";
import { parseQuery } from "@/lib/search/query";
import { searchIndex } from "@/lib/search/search";
import { freshIndexes, OWN_WORDS, OWN_WORDS_ANSWERS } from "@/scripts/search/relevance";

/** Over the real content, built fresh (as the relevance suite is). */
describe("search for the words people use", () => {
  const indexes = freshIndexes();

  it.each(OWN_WORDS)("(%s) %s puts the rights or an appeal page in the first two", (locale, q) => {
    const top = searchIndex(indexes[locale], q, 2).map((r) => r.url);
    const wanted = OWN_WORDS_ANSWERS.map((path) => localizedPath(locale, path));
    expect(
      top.filter((url) => wanted.includes(url)),
      top.join(" "),
    ).not.toEqual([]);
  });

  it("reads a word for wrong as a dispute only beside a word for credit data", () => {
    const meant = (locale: Locale, q: string) => parseQuery(q, indexes[locale], prepare(indexes[locale]).engine).meant;
    expect(meant("th", "ข้อมูลเครดิตผิด")).toContain("โต้แย้งข้อมูลเครดิต");
    expect(meant("en", "credit report mistake")).toContain("dispute credit data");
    // Alone, "ผิด" is the Act's offence (ความผิด), and "mistake" could be anything.
    expect(meant("th", "ความผิด")).toEqual([]);
    expect(meant("th", "ผิด")).toEqual([]);
    expect(meant("en", "mistake")).toEqual([]);
  });
});
