import { describe, expect, it } from "vitest";
import { prepare } from "@/lib/search/prepared";
import { parseQuery } from "@/lib/search/query-terms";
import { searchIndex } from "@/lib/search/search";
import { makeSnippet } from "@/lib/search/snippet";
import { snippetParts } from "@/lib/search/snippet-parts";
import { enIndex, thIndex } from "../support/search-fixture";

const marked = (snippet: string) => [...snippet.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]);

describe("snippets", () => {
  it("mark the matched Thai words in the passage", () => {
    const [top] = searchIndex(thIndex, "เก็บข้อมูลกี่ปี", 1);
    expect(marked(top.snippet)).toEqual(expect.arrayContaining(["ข้อมูล", "ปี"]));
  });

  it("mark English words whatever their case or form, keeping the page's own spelling", () => {
    const [top] = searchIndex(enIndex, "APPEALS", 1);
    expect(marked(top.snippet)).toEqual(expect.arrayContaining(["appeal", "Appeals"]));
  });

  it("escape the page text, so only <mark> is markup", () => {
    const query = parseQuery("สมาชิก", prepare(thIndex));
    const snippet = makeSnippet({ description: "", body: thIndex.docs[2].body }, query);
    expect(snippet).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp;");
    expect(snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });

  it("cut long text around the match and say so with an ellipsis", () => {
    const body = `${"ข้อความนำ ".repeat(40)}ระยะเวลาเก็บข้อมูล 3 ปี ${"ข้อความท้าย ".repeat(40)}`;
    const snippet = makeSnippet({ description: "", body }, parseQuery("เก็บข้อมูล", prepare(thIndex)));
    expect(snippet.startsWith("… ")).toBe(true);
    expect(snippet.endsWith(" …")).toBe(true);
    expect(snippet.length).toBeLessThan(260);
    expect(marked(snippet)).toContain("เก็บข้อมูล");
  });

  it("fall back to the description when the body does not match", () => {
    const snippet = makeSnippet(
      { description: "A short description", body: "Nothing here" },
      parseQuery("zzqx", prepare(enIndex)),
    );
    expect(snippet).toBe("A short description");
  });

  it("split into text parts for rendering without innerHTML", () => {
    expect(snippetParts("a &lt;b&gt; <mark>c &amp; d</mark> e")).toEqual([
      { text: "a <b> ", marked: false },
      { text: "c & d", marked: true },
      { text: " e", marked: false },
    ]);
  });
});
