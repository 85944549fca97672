import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readCollection } from "@/lib/content/collection-source";
import { allViews, parseViewSegments, pathFromQuery, viewItems, viewSegments } from "@/lib/content/listing";
import { buildIndex } from "@/lib/search/build";
import { searchIndex } from "@/lib/search/search";
import { loadContentData, loadSourcePages } from "@/lib/search/source";
import { atomFeed } from "@/lib/seo/feed";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { cardData } from "@/lib/og/card-data";

/** A copy of content/ in a temporary folder, so a test can add an item file without touching the real one. */
const root = mkdtempSync(join(tmpdir(), "collections-"));
cpSync(join(process.cwd(), "content"), root, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const item = (title: string, extra = "") =>
  `---\ntitle: "${title}"\ndate: 2031-02-03\nsubject: "A summary long enough to pass the schema."\n${extra}---\n\nBody text.\n`;

describe("a new Markdown file in a collection", () => {
  writeFileSync(join(root, "th/Law/Notification/test-new-rule-2031.md"), item("ประกาศทดสอบฉบับใหม่"));
  writeFileSync(join(root, "en/Law/Notification/test-new-rule-2031.md"), item("Test notification zebra"));

  it("is listed first, with its own page path", () => {
    const items = readCollection(root, "notifications", "en");
    expect(items[0]).toMatchObject({ slug: "test-new-rule-2031", path: "/Law/Notification/test-new-rule-2031" });
    expect(viewItems(items, { page: 1 })?.items.map((i) => i.slug)).toContain("test-new-rule-2031");
    expect(allViews(items)).toContainEqual({ year: 2031, page: 1 });
  });

  it("is in the search index, the sitemap, the feed and has a social card", () => {
    const data = loadContentData(root);
    const index = buildIndex("en", loadSourcePages(root, "en", data), data.glossary);
    expect(index.docs.map((d) => d.url)).toContain("/en/Law/Notification/test-new-rule-2031");
    expect(searchIndex(index, "zebra", 1)[0]?.url).toBe("/en/Law/Notification/test-new-rule-2031");

    const items = data.collections.notifications.en;
    const sitemap = sitemapEntries(
      () => "2030-01-01",
      () => items.map((i) => ({ path: i.path, lastModified: "2031-02-03" })),
    );
    expect(sitemap.map((e) => e.url)).toContain("http://localhost:3000/en/Law/Notification/test-new-rule-2031");

    const feed = atomFeed({
      locale: "en",
      title: "t",
      subtitle: "s",
      author: "a",
      selfUrl: "https://x/feed.xml",
      pageUrl: "https://x/en/Law/Notification",
      pageUpdated: "2030-01-01",
      items: items.map((i) => ({ url: `https://x/en${i.path}`, title: i.title, date: i.date, summary: i.subject })),
    });
    expect(feed).toContain("<title>Test notification zebra</title>");
    expect(feed).toContain('href="https://x/en/Law/Notification/test-new-rule-2031"');

    const card = cardData("en", items[0].path, { title: items[0].title, committee: "C", tagline: "T", host: "h" });
    expect(card).toMatchObject({ title: "Test notification zebra", section: "Law" });
  });
});

describe("a file with bad front matter", () => {
  it("fails with the file and the field named", () => {
    const dir = mkdtempSync(join(tmpdir(), "collections-bad-"));
    cpSync(root, dir, { recursive: true });
    writeFileSync(join(dir, "th/Member/Diagnosis/bad-date.md"), item("เรื่องทดสอบ").replace("2031-02-03", "3 Feb 2031"));
    writeFileSync(join(dir, "en/Member/Diagnosis/bad-date.md"), item("A test"));
    expect(() => readCollection(dir, "rulings", "th")).toThrow(
      /content\/th\/Member\/Diagnosis\/bad-date\.md: front matter field "date"/,
    );
    writeFileSync(join(dir, "en/Member/Diagnosis/bad-date.md"), item("A test", "colour: red\n"));
    expect(() => readCollection(dir, "rulings", "en")).toThrow(/bad-date\.md: front matter field "colour"/);
    rmSync(dir, { recursive: true, force: true });
  });

  it("fails when an item lacks its other language", () => {
    const dir = mkdtempSync(join(tmpdir(), "collections-lonely-"));
    cpSync(root, dir, { recursive: true });
    writeFileSync(join(dir, "th/Member/Diagnosis/only-thai.md"), item("เรื่องทดสอบ"));
    expect(() => readCollection(dir, "rulings", "th")).toThrow(
      /only-thai\.md: no content\/en\/Member\/Diagnosis\/only-thai\.md/,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("list paging and the ?page= / ?year= query", () => {
  it("reads list paths and refuses anything else", () => {
    expect(parseViewSegments(["page", "2"])).toEqual({ page: 2 });
    expect(parseViewSegments(["year", "2019"])).toEqual({ year: 2019, page: 1 });
    expect(parseViewSegments(["year", "2019", "page", "3"])).toEqual({ year: 2019, page: 3 });
    expect(parseViewSegments(["credit-models-2017"])).toBeUndefined();
    expect(parseViewSegments(["page", "0"])).toBeUndefined();
    expect(viewSegments({ page: 1 })).toEqual([]);
  });

  it("sends a malformed query to the first page and keeps a well-formed one", () => {
    const base = "/Law/Notification";
    expect(pathFromQuery(base, "2", null)).toBe("/Law/Notification/page/2");
    expect(pathFromQuery(base, null, "2019")).toBe("/Law/Notification/year/2019");
    expect(pathFromQuery(base, "1", null)).toBe(base);
    for (const bad of ["abc", "-1", "0", "1e3", "2.5", "", "99999"]) expect(pathFromQuery(base, bad, null)).toBe(base);
    expect(pathFromQuery(base, null, "20x9")).toBe(base);
  });

  it("has no page out of range", () => {
    const items = readCollection(root, "notifications", "th");
    expect(viewItems(items, { page: 2 })).toBeUndefined();
    expect(viewItems(items, { page: 1, year: 1999 })).toBeUndefined();
    expect(viewItems(items, { page: 1, year: 2019 })?.total).toBe(1);
  });
});
