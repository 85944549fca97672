import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/content/markdown";

const th = { locale: "th" as const, newTabLabel: "(เปิดในแท็บใหม่)", noBreakTerms: ["ข้อมูลเครดิต"] };
const en = { locale: "en" as const, newTabLabel: "(opens in a new tab)" };

describe("content Markdown", () => {
  it("gives headings their stable ids", async () => {
    expect(await renderMarkdown("## สิทธิของเรา {#rights}", th)).toBe('<h2 id="rights">สิทธิของเรา</h2>');
  });

  it("prefixes internal links on the English site and marks external ones", async () => {
    expect(await renderMarkdown("[Law](/Law/act)", en)).toContain('href="/en/Law/act"');
    expect(await renderMarkdown("[กฎหมาย](/Law/act)", th)).toContain('href="/Law/act"');
    const external = await renderMarkdown("[BOT](https://www.bot.or.th)", en);
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(external).toContain("(opens in a new tab)");
  });

  it("localizes links inside tables as anywhere else", async () => {
    const html = await renderMarkdown(
      "| If you | Read |\n|---|---|\n| appeal | [Appealing](/Public/Appealprocess) |",
      en,
    );
    expect(html).toContain('href="/en/Public/Appealprocess"');
    expect(html).toContain('class="table-scroll"');
  });

  it("keeps glossary terms on one line and wraps tables to scroll", async () => {
    expect(await renderMarkdown("ตรวจสอบข้อมูลเครดิตของท่าน", th)).toContain('<span class="nw">ข้อมูลเครดิต</span>');
    expect(await renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |", en)).toMatch(
      /^<div class="table-scroll" tabindex="0"><table class="table-stack">/,
    );
  });

  it("marks phrases in the other language, but not acronyms", async () => {
    const html = await renderMarkdown("พระราชบัญญัติ (Credit Information Business Act) ของ NCB", th);
    expect(html).toContain('<span lang="en">Credit Information Business Act</span>');
    expect(html).not.toContain('<span lang="en">NCB</span>');
    expect(await renderMarkdown("The Committee (กคค.) decides", en)).toContain('<span lang="th">กคค</span>');
  });

  it("passes no raw HTML through", async () => {
    expect(await renderMarkdown('<script>alert(1)</script><img src=x onerror="alert(1)">', en)).not.toMatch(
      /<script|onerror/,
    );
  });
});
