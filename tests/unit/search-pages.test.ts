import { describe, expect, it } from "vitest";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import { siteIndexes } from "../support/search-truth";
import { prepare } from "@/lib/search/prepared";
import { placeOf, rank, searchPage } from "@/lib/search/search";
import { thIndex } from "../support/search-fixture";

const index = siteIndexes.th;
const ranked = (q: string) => rank(prepare(index), q);

describe("pages of results", () => {
  it("count every page that matches, not the pages shown", () => {
    for (const q of ["อุทธรณ์", "เก็บข้อมูลกี่ปี", "NCB"]) {
      const all = ranked(q).length;
      expect(all, q).toBeGreaterThan(3);
      expect(searchPage(index, q, 1, 3)).toMatchObject({ total: all, page: 1 });
      expect(searchPage(index, q, 1, 3).results).toHaveLength(3);
    }
  });

  it("split the ranking into pages that neither repeat nor skip a result", () => {
    const q = "อุทธรณ์";
    const all = ranked(q).map((r) => index.docs[r.doc].url);
    const pages = Math.ceil(all.length / 10);
    const seen = Array.from({ length: pages }, (_, i) => searchPage(index, q, i + 1, 10).results.map((r) => r.url));
    expect(seen.flat()).toEqual(all);
    expect(seen.at(-1)!.length).toBe(all.length - (pages - 1) * 10);
  });

  it("answer a page past the last with the first, and say which page it is", () => {
    const first = searchPage(index, "NCB", 1, 10);
    expect(searchPage(index, "NCB", 99, 10)).toEqual(first);
    expect(searchPage(index, "zzqxwv", 2, 10)).toEqual({ total: 0, page: 1, results: [] });
  });

  it("name where each result sits by the registry's labels, in its language", () => {
    expect(placeOf(APPEAL_HELPER_PATH)).toEqual(["หน้าแรก", "มุมประชาชน", "การอุทธรณ์"]);
    expect(placeOf("/en/Law/act")).toEqual(["Home", "Law"]);
    expect(placeOf("/")).toEqual([]);
    const [top] = searchPage(thIndex, "เก็บข้อมูลกี่ปี", 1, 1).results;
    expect(top.place).toEqual(["หน้าแรก", "มุมประชาชน"]);
  });
});
