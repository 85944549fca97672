import { describe, expect, it } from "vitest";
import { searchIndex } from "@/lib/search/search";
import { searchIndexSchema } from "@/lib/search/types";
import { enIndex, enPages, glossary, thIndex } from "../support/search-fixture";
import { buildIndex } from "@/lib/search/build";

const urls = (index: typeof thIndex, q: string) => searchIndex(index, q, 10).map((r) => r.url);

describe("search index", () => {
  it("is valid, one doc per page, and its build id changes only with the content", () => {
    expect(searchIndexSchema.safeParse(thIndex).success).toBe(true);
    expect(thIndex.docs).toHaveLength(4);
    expect(buildIndex("en", enPages, glossary).buildId).toBe(enIndex.buildId);
    const edited = enPages.map((p, i) => (i === 0 ? { ...p, title: `${p.title}!` } : p));
    expect(buildIndex("en", edited, glossary).buildId).not.toBe(enIndex.buildId);
  });

  it("keeps the legacy fields, with an empty string for no image", () => {
    expect(thIndex.docs[0]).toMatchObject({ url: "/Public/CollectionPeriod", image: "" });
  });
});

describe("ranking", () => {
  it("finds the right page for Thai questions typed without spaces", () => {
    expect(urls(thIndex, "เก็บข้อมูลกี่ปี")[0]).toBe("/Public/CollectionPeriod");
    expect(urls(thIndex, "ยื่นอุทธรณ์ต่อคณะกรรมการ")[0]).toBe("/Public/Appealprocess");
  });

  it("weighs title and headings over body text", () => {
    // "อุทธรณ์" is in the appeal page's title and headings, and only in the contact page's body.
    const found = urls(thIndex, "อุทธรณ์");
    expect(found[0]).toBe("/Public/Appealprocess");
    expect(found).toContain("/ContactUs");
    expect(urls(enIndex, "appeal")[0]).toBe("/en/Public/Appealprocess");
  });

  it("ignores case in English", () => {
    for (const q of ["HOW LONG IS CREDIT DATA KEPT", "how long is credit data kept", "How Long Is Credit Data Kept"]) {
      expect(urls(enIndex, q)[0]).toBe("/en/Public/CollectionPeriod");
    }
  });

  it("matches the glossary's cross-language synonyms: NCB, เครดิตบูโร, บริษัทข้อมูลเครดิต", () => {
    // No Thai page says "NCB": the ones about the credit bureau are found through its Thai names.
    expect(urls(thIndex, "NCB")).toEqual(
      expect.arrayContaining(["/Public/BasicIntormation", "/Public/CollectionPeriod"]),
    );
    expect(urls(thIndex, "ncb")).not.toContain("/ContactUs");
    expect(urls(enIndex, "เครดิตบูโร")).toContain("/en/Public/BasicIntormation");
    expect(urls(enIndex, "credit bureau")).toContain("/en/Public/BasicIntormation");
  });

  it("puts the page that answers a complaint about the bureau above a page of definitions naming it every way", () => {
    // The definitions name every synonym of "credit bureau" and "complaint"; the appeal page says what to do.
    const definitions = {
      ...enPages[2],
      url: "/en/Public/Glossary",
      title: "Glossary of credit terms",
      description: "What the words used about credit data mean",
      body: [
        "Credit bureau (credit information company): the National Credit Bureau (NCB) holds credit data.",
        "Complaint: a data subject may complain to the Committee. NCB, credit bureau, credit information company.",
      ],
    };
    const index = buildIndex("en", [...enPages, definitions], glossary);
    const found = urls(index, "complain about the credit bureau");
    expect(found[0], found.join(" ")).toBe("/en/Public/Appealprocess");
    expect(found).toContain("/en/Public/Glossary");
  });

  it("completes a half-typed last word for the live results", () => {
    expect(urls(enIndex, "appe")[0]).toBe("/en/Public/Appealprocess");
    expect(urls(thIndex, "อุทธร")).toContain("/Public/Appealprocess");
  });

  it("answers nothing for nonsense or stop words alone, and respects the limit", () => {
    expect(urls(enIndex, "zzqx")).toEqual([]);
    expect(urls(enIndex, "the")).toEqual([]);
    expect(searchIndex(thIndex, "ข้อมูล", 2)).toHaveLength(2);
  });
});
