import { afterEach, describe, expect, it, vi } from "vitest";
import { fold, normalizeQuery } from "@/lib/search/normalize";
import { searchIndex } from "@/lib/search/search";
import { stem } from "@/lib/search/stem";
import { tokenize, vocabularyFrom } from "@/lib/search/tokenize";
import { thIndex } from "../support/search-fixture";

const terms = (text: string, vocab: string[] = []) => tokenize(fold(text), vocab).map((t) => t.term);

describe("Thai segmentation", () => {
  it("splits a question typed without spaces into words, dropping question words", () => {
    expect(terms("เก็บข้อมูลกี่ปี")).toEqual(["เก็บ", "ข้อมูล", "ปี"]);
    expect(terms("ยื่นอุทธรณ์ต่อคณะกรรมการ")).toEqual(expect.arrayContaining(["ยื่น", "อุทธรณ์", "กรรมการ"]));
    expect(terms("ยื่นอุทธรณ์ต่อคณะกรรมการ")).not.toContain("ต่อ");
  });

  it("adds vocabulary compounds as whole terms beside their parts", () => {
    const vocab = vocabularyFrom(["เครดิตบูโร", "บริษัทข้อมูลเครดิต"]);
    expect(vocab).toEqual(["บริษัทข้อมูลเครดิต", "เครดิตบูโร"]);
    const found = terms("ตรวจเครดิตบูโรที่บริษัทข้อมูลเครดิต", vocab);
    expect(found).toEqual(expect.arrayContaining(["ตรวจ", "เครดิต", "เครดิตบูโร", "บริษัทข้อมูลเครดิต"]));
  });

  it("finds the site's listed words as written, beside the segmenter's words", () => {
    // คำอุทธรณ์ is on the word list (lib/text/thai-word-list.ts); the segmenter cuts it คำ | อุทธรณ์.
    expect(terms("ยื่นคำอุทธรณ์")).toEqual(expect.arrayContaining(["ยื่น", "คำอุทธรณ์", "อุทธรณ์"]));
  });

  it("keeps single words out of the vocabulary: the segmenter finds those", () => {
    expect(vocabularyFrom(["อุทธรณ์", "NCB"])).toEqual([]);
  });
});

describe("Latin text and normalisation", () => {
  it("is case-insensitive and stems plurals and verb forms", () => {
    expect(terms("APPEALS Appealing appealed")).toEqual(["appeal", "appeal", "appeal"]);
    expect([stem("rulings"), stem("rules"), stem("ruled")]).toEqual(["rul", "rul", "rul"]);
    expect(terms("How is my data kept")).toEqual(["data", "kept"]);
  });

  it("folds full-width letters and Thai digits, and normalises queries", () => {
    expect(fold("ＮＣＢ ๖๐ วัน")).toBe("ncb 60 วัน");
    expect(normalizeQuery("  เก็บ\u200Bข้อมูล \n กี่ปี  ")).toBe("เก็บข้อมูล กี่ปี");
    expect(normalizeQuery("cafe\u0301")).toBe("café");
  });
});

describe("runtime-independent matching", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("matches a word the index does not know as the start of one it does (a half-typed word), or a few edits off", () => {
    expect(searchIndex(thIndex, "อุทธร", 3).map((r) => r.url)).toContain("/Public/Appealprocess");
    expect(searchIndex(thIndex, "อุธรณ์", 3).map((r) => r.url)).toContain("/Public/Appealprocess");
  });

  it("still finds the pages when the runtime's segmenter does not split Thai at all", async () => {
    class WholeRun {
      segment(text: string) {
        return [{ segment: text, index: 0, input: text, isWordLike: true }];
      }
    }
    vi.stubGlobal("Intl", { ...Intl, Segmenter: WholeRun });
    vi.resetModules();
    const search = (await import("@/lib/search/search")).searchIndex;
    expect(search(thIndex, "ยื่นอุทธรณ์ต่อคณะกรรมการ", 3)[0]?.url).toBe("/Public/Appealprocess");
    expect(search(thIndex, "เก็บข้อมูลกี่ปี", 3)[0]?.url).toBe("/Public/CollectionPeriod");
  });
});
