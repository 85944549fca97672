import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/content/markdown";
import { cutText, parseKeptWords } from "@/lib/text/kept-words";
import {
  HEADING_BUDGET,
  keptWords,
  LONG_TERM,
  MAX_TERM,
  NO_BREAK_TERMS,
  spacingLength,
} from "@/lib/text/thai-word-list";

const th = { locale: "th" as const, newTabLabel: "(เปิดในแท็บใหม่)" };
const en = { locale: "en" as const, newTabLabel: "(opens in a new tab)" };

/** The text a reader copies or a screen reader speaks: tags stripped, entities decoded. */
function textOf(html: string) {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');
}

const spans = (html: string) => [...html.matchAll(/<span class="nw(?: nw-long)?">([^<]*)<\/span>/g)].map((m) => m[1]);

describe("the no-break term list", () => {
  it("holds about 90 distinct Thai terms, none with a space or an invisible joiner", () => {
    expect(NO_BREAK_TERMS.length).toBeGreaterThanOrEqual(80);
    expect(NO_BREAK_TERMS.length).toBeLessThanOrEqual(100);
    expect(new Set(NO_BREAK_TERMS).size).toBe(NO_BREAK_TERMS.length);
    for (const term of NO_BREAK_TERMS) expect(term, term).toMatch(/^[\u0E01-\u0E4E]+$/);
    for (const term of NO_BREAK_TERMS) expect(spacingLength(term), term).toBeLessThanOrEqual(MAX_TERM);
  });

  it("includes the compounds Chromium was seen to split", () => {
    expect(NO_BREAK_TERMS).toEqual(expect.arrayContaining(["ผู้ว่าการ", "คำวินิจฉัย", "บริษัทข้อมูลเครดิต"]));
  });

  it("measures width in spacing letters, not code points", () => {
    expect(spacingLength("ผู้ว่าการ")).toBe(6);
    expect(spacingLength("คณะกรรมการคุ้มครองข้อมูลเครดิต")).toBe(25);
  });
});

describe("cutText, the one cut of server and browser", () => {
  it("takes the longest term at a position and gives the text back unchanged", () => {
    const list = parseKeptWords(["!ข้อมูล", "!ข้อมูลเครดิต", "!บริษัทข้อมูลเครดิต"].join("|"));
    const text = "ติดต่อบริษัทข้อมูลเครดิตเพื่อขอข้อมูลเครดิตและข้อมูลอื่น";
    const parts = cutText(text, list);
    expect(parts.filter((p) => p.term).map((p) => p.text)).toEqual(["บริษัทข้อมูลเครดิต", "ข้อมูลเครดิต", "ข้อมูล"]);
    expect(parts.map((p) => p.text).join("")).toBe(text);
  });

  it("finds the terms before the words, so a word never takes the start of a term", () => {
    // "กรรม" as a site word would start inside "คณะกรรมการ" only if words were cut first.
    const parts = cutText("คณะกรรมการ", parseKeptWords("คณะกรรม|!กรรมการ|!คณะกรรมการ"));
    expect(parts).toEqual([{ text: "คณะกรรมการ", keep: true, term: true }]);
    const words = cutText("คณะกรรมการ", parseKeptWords("คณะกรรม|!กรรมการ"));
    expect(words.map((p) => p.text)).toEqual(["คณะ", "กรรมการ"]);
  });

  it("leaves out terms over a budget, so their parts are kept whole instead", () => {
    const terms = cutText("คณะกรรมการคุ้มครองข้อมูลเครดิต", keptWords(HEADING_BUDGET.h1))
      .filter((p) => p.term)
      .map((p) => p.text);
    expect(terms).toEqual(["คณะกรรมการ", "ข้อมูลเครดิต"]);
  });
});

describe("the no-break pass in the content pipeline", () => {
  it("wraps the longest term and never nests one span in another", async () => {
    const html = await renderMarkdown("บริษัทข้อมูลเครดิตต้องปฏิบัติตามคำวินิจฉัยชี้ขาดของคณะกรรมการคุ้มครองข้อมูลเครดิต", th);
    expect(spans(html)).toEqual(["บริษัทข้อมูลเครดิต", "คำวินิจฉัยชี้ขาด", "คณะกรรมการคุ้มครองข้อมูลเครดิต"]);
    expect(html).not.toMatch(/<span class="nw[^"]*">[^<]*<span/);
    expect(html).toContain('<span class="nw nw-long">คณะกรรมการคุ้มครองข้อมูลเครดิต</span>');
    expect(spacingLength("คณะกรรมการคุ้มครองข้อมูลเครดิต")).toBeGreaterThan(LONG_TERM);
  });

  it("changes no text: copy-paste, search and screen readers read the same words, with no joiners added", async () => {
    const source = "มีผู้ว่าการธนาคารแห่งประเทศไทยเป็นประธานกรรมการ และ[คำวินิจฉัย](/Member/Diagnosis) ผูกพันสมาชิก";
    const plain = await renderMarkdown(source, { ...th, noBreakTerms: [] });
    const wrapped = await renderMarkdown(source, th);
    expect(spans(wrapped)).toEqual(["ผู้ว่าการ", "ธนาคารแห่งประเทศไทย", "ประธานกรรมการ", "คำวินิจฉัย", "สมาชิก"]);
    expect(textOf(wrapped)).toBe(textOf(plain));
    expect(wrapped).not.toMatch(/[\u200B-\u200D\u2060\uFEFF]|&#x(200[bcd]|2060|feff);/i);
  });

  it("never touches a link's href or a heading's id", async () => {
    const source = "## คำวินิจฉัยของคณะกรรมการ {#rulings}\n\n[สิทธิของเจ้าของข้อมูล](/Public/ข้อมูลเครดิต?q=เจ้าของข้อมูล)";
    const attributes = (html: string) =>
      [...html.matchAll(/ ([a-z]+)="([^"]*)"/g)]
        .filter(([, name]) => name !== "class")
        .map(([, name, value]) => `${name}=${value}`);
    const plain = await renderMarkdown(source, { ...th, noBreakTerms: [] });
    const html = await renderMarkdown(source, th);
    expect(html).toContain('<h2 id="rulings"><span class="nw">คำวินิจฉัย</span>');
    expect(html).toContain('>สิทธิของ<span class="nw">เจ้าของข้อมูล</span></a>');
    expect(decodeURI(/href="([^"]+)"/.exec(html)![1])).toBe("/Public/ข้อมูลเครดิต?q=เจ้าของข้อมูล");
    expect(attributes(html)).toEqual(attributes(plain));
  });

  it("skips code and the screen-reader-only note of an external link", async () => {
    const html = await renderMarkdown("`ข้อมูลเครดิต` และ [ข้อมูลเครดิต](https://www.ncb.co.th)", {
      ...th,
      newTabLabel: "(ข้อมูลเครดิต)",
    });
    expect(html).toContain("<code>ข้อมูลเครดิต</code>");
    expect(html).toContain('<span class="sr-only"> (ข้อมูลเครดิต)</span>');
    expect(spans(html)).toEqual(["ข้อมูลเครดิต"]);
  });

  it("keeps to a phone line's budget in h1, h2 and h3 (set at h2's size), and wraps every term in other text", async () => {
    const name = "คณะกรรมการคุ้มครองข้อมูลเครดิต";
    expect(spans(await renderMarkdown(`# ${name}`, th))).toEqual(["คณะกรรมการ", "ข้อมูลเครดิต"]);
    expect(spans(await renderMarkdown(`## ${name}`, th))).toEqual(["คณะกรรมการ", "ข้อมูลเครดิต"]);
    expect(spans(await renderMarkdown(`### ${name}`, th))).toEqual(["คณะกรรมการ", "ข้อมูลเครดิต"]);
    expect(spans(await renderMarkdown(`| ${name} |\n|---|\n| ผู้ว่าการ |`, th))).toEqual([name, "ผู้ว่าการ"]);
  });

  it("wraps Thai terms quoted on English pages inside their language span", async () => {
    const html = await renderMarkdown("Ask the credit bureau (บริษัทข้อมูลเครดิต) first.", en);
    expect(html).toContain('<span lang="th"><span class="nw">บริษัทข้อมูลเครดิต</span></span>');
  });
});
