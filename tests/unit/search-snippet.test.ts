import { describe, expect, it } from "vitest";
import { prepare } from "@/lib/search/prepared";
import { parseQuery } from "@/lib/search/query";
import { marksOf, searchIndex } from "@/lib/search/search";
import { makeSnippet } from "@/lib/search/snippet";
import { snippetParts } from "@/lib/search/snippet-parts";
import { wordSegmenter } from "@/lib/text/thai-segmenter";
import { siteIndexes } from "../support/search-truth";
import { enIndex, thIndex } from "../support/search-fixture";

/** What a snippet marks for every term of a query: the visitor's words and the names of the same thing. */
const marksFor = (index: typeof thIndex, q: string) =>
  marksOf(parseQuery(q, index, prepare(index).engine).terms.keys());

const marked = (snippet: string) => [...snippet.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]);

const segmented = new Map<string, Set<number>>();

/** Every offset where a word starts or ends, by the segmenter the index is built with. */
function boundaries(text: string): Set<number> {
  const known = segmented.get(text);
  if (known) return known;
  const at = new Set([0, text.length]);
  segmented.set(text, at);
  for (const s of wordSegmenter().segment(text)) {
    at.add(s.index);
    at.add(s.index + s.segment.length);
  }
  return at;
}

/** A snippet's text as read: ellipses and marks taken off. */
const shownText = (snippet: string) =>
  snippetParts(snippet)
    .map((part) => part.text)
    .join("")
    .replace(/^… /, "")
    .replace(/ …$/, "");

/** Where a snippet's text starts and ends in the text it was cut from. */
function cut(snippet: string, source: string): [number, number] {
  const text = shownText(snippet);
  const start = source.replace(/\s+/g, " ").indexOf(text);
  expect(start, text).toBeGreaterThanOrEqual(0);
  return [start, start + text.length];
}

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
    const query = marksFor(thIndex, "สมาชิก");
    const snippet = makeSnippet({ description: "", body: thIndex.docs[2].body }, query);
    expect(snippet).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp;");
    expect(snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });

  it("cut long text around the match and say so with an ellipsis", () => {
    const body = `${"ข้อความนำ ".repeat(40)}ระยะเวลาเก็บข้อมูล 3 ปี ${"ข้อความท้าย ".repeat(40)}`;
    const snippet = makeSnippet({ description: "", body }, marksFor(thIndex, "เก็บข้อมูล"));
    expect(snippet.startsWith("… ")).toBe(true);
    expect(snippet.endsWith(" …")).toBe(true);
    expect(snippet.length).toBeLessThan(260);
    expect(marked(snippet)).toContain("เก็บข้อมูล");
  });

  it("begin and end on whole words in Thai written without spaces", () => {
    const body = `${"ประวัติการชำระหนี้ของท่านอยู่ที่บริษัทข้อมูลเครดิต".repeat(8)}ระยะเวลาเก็บข้อมูล 3 ปี${"ไม่ได้ชำระค่างวดตามกำหนดจึงถูกปฏิเสธสินเชื่อ".repeat(8)}`;
    const snippet = makeSnippet({ description: "", body }, marksFor(thIndex, "เก็บข้อมูล"));
    const [start, end] = cut(snippet, body);
    expect(start).toBeGreaterThan(0);
    expect(end).toBeLessThan(body.length);
    expect(boundaries(body).has(start), snippet).toBe(true);
    expect(boundaries(body).has(end), snippet).toBe(true);
    expect(marked(snippet)).toContain("เก็บข้อมูล");
  });

  it("begin and end on whole words in English, even far from a space", () => {
    const long = "Creditinformationbusinessoperatorsregistry";
    const body = `${`${long} `.repeat(6)}a closed account stays for 3 years ${`${long} `.repeat(6)}`;
    const snippet = makeSnippet({ description: "", body }, marksFor(enIndex, "closed account"));
    const [start, end] = cut(snippet, body);
    expect(boundaries(body).has(start), snippet).toBe(true);
    expect(boundaries(body).has(end), snippet).toBe(true);
  });

  it("begin and end on whole words on every page of the site, in both languages", { timeout: 30_000 }, () => {
    const queries = {
      th: ["อุทธรณ์", "เก็บข้อมูลกี่ปี", "NCB", "ค่าธรรมเนียม"],
      en: ["appeal", "credit", "how long is data kept"],
    };
    for (const [locale, list] of Object.entries(queries) as ["th" | "en", string[]][]) {
      const index = siteIndexes[locale];
      for (const q of list) {
        for (const result of searchIndex(index, q, 20)) {
          const doc = index.docs.find((d) => d.url === result.url)!;
          const text = shownText(result.snippet);
          const source = [doc.body, doc.description].map((t) => t.replace(/\s+/g, " ")).find((t) => t.includes(text))!;
          const [start, end] = cut(result.snippet, source);
          const words = boundaries(source);
          expect(words.has(start) && words.has(end), `${q} ${result.url}: ${result.snippet}`).toBe(true);
        }
      }
    }
  });

  it("mark Thai words only where a word begins and ends", () => {
    const snippet = makeSnippet({ description: "", body: "เดินทางไปปีนังเมื่อ 3 ปี ก่อน" }, marksFor(thIndex, "ปี"));
    expect(snippet).toBe("เดินทางไปปีนังเมื่อ 3 <mark>ปี</mark> ก่อน");
  });

  it("choose the window again when every place in it was part of a longer word", () => {
    // The window is chosen from unchecked places: here the first is inside "ปีนัง", far from the real word.
    const body = `เดินทางไปปีนัง ${"ข้อความ ".repeat(60)}ครบ 3 ปี แล้ว`;
    const snippet = makeSnippet({ description: "", body }, marksFor(thIndex, "ปี"));
    expect(snippet).toContain("3 <mark>ปี</mark>");
    expect(snippet).not.toContain("ปีนัง");
  });

  it("fall back to the description when the body does not match", () => {
    const snippet = makeSnippet(
      { description: "A short description", body: "Nothing here" },
      marksFor(enIndex, "zzqx"),
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
