import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { COLLECTIONS, parseItem, type CollectionName } from "@/lib/content/collection-schema";
import { renderMarkdown } from "@/lib/content/markdown";
import { parsePage, SOURCED_PAGE } from "@/lib/content/parse";
import { sourceSchema } from "@/lib/content/schema";

/**
 * Every page a reader acts on names where its facts come from, and every section reference on it ("มาตรา 26",
 * "section 26", linked to the Act summary) lands on a heading that exists in the Act summary of its language.
 * The checks are pure functions over files and rendered HTML; the last block shows each can fail.
 */

type Lang = "th" | "en";
const root = process.cwd();
const content = join(root, "content");
const ACT = { th: "content/th/Law/act.md", en: "content/en/Law/act.md" } as const;
const options = {
  th: { locale: "th" as const, newTabLabel: "(เปิดในแท็บใหม่)" },
  en: { locale: "en" as const, newTabLabel: "(opens in a new tab)" },
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : entry.name.endsWith(".md") ? [path] : [];
  });
}

const rel = (path: string) => relative(root, path);
const collectionOf = (file: string): CollectionName | undefined =>
  (Object.entries(COLLECTIONS) as [CollectionName, { dir: string }][]).find(([, c]) =>
    file.includes(`/${c.dir}/`),
  )?.[0];

/** Every page file under Public/, Law/ and Member/ (landing pages included), with its sources and Markdown. */
function sourcedPages(lang: Lang) {
  return files(join(content, lang))
    .map(rel)
    .filter((file) => SOURCED_PAGE.test(file))
    .map((file) => {
      const raw = readFileSync(join(root, file), "utf8");
      const collection = collectionOf(file);
      if (collection) {
        const item = parseItem(raw, file, collection, lang);
        return { file, sources: item.sources ?? [], markdown: [item.body] };
      }
      const page = parsePage(raw, file);
      const markdown = page.segments.flatMap((s) => (s.kind === "markdown" ? [s.source] : []));
      return { file, sources: page.frontmatter.sources ?? [], markdown };
    });
}

/** The ids a link can land on in the rendered Act summary of a language. */
async function actAnchors(lang: Lang): Promise<Set<string>> {
  const page = parsePage(readFileSync(join(root, ACT[lang]), "utf8"), ACT[lang]);
  const html = await renderMarkdown(page.body, options[lang]);
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
}

/** The fragments of every link to the Act summary in rendered HTML: `/Law/act#s26`, `/en/Law/act#s26`, or `#s26` on the Act page. */
function actLinks(html: string, lang: Lang, onActPage: boolean): string[] {
  const path = lang === "th" ? "/Law/act" : "/en/Law/act";
  return (
    [...html.matchAll(/\shref="([^"]*)"/g)]
      .map((m) => m[1])
      // An English link left unlocalized still lands on an Act summary: count it too, so none goes unchecked.
      .filter(
        (href) => href.startsWith(`${path}#`) || href.startsWith("/Law/act#") || (onActPage && href.startsWith("#")),
      )
      .map((href) => href.slice(href.indexOf("#") + 1))
  );
}

const checks = {
  withoutSources: (pages: { file: string; sources: string[] }[]) =>
    pages.filter((p) => p.sources.filter((s) => s.trim()).length === 0).map((p) => p.file),
  brokenAnchors: (links: { file: string; anchor: string }[], anchors: Set<string>) =>
    links.filter((l) => !anchors.has(l.anchor)).map((l) => `${l.file}#${l.anchor}`),
};

async function allActLinks(lang: Lang) {
  const out: { file: string; anchor: string }[] = [];
  for (const file of files(join(content, lang)).map(rel)) {
    const raw = readFileSync(join(root, file), "utf8");
    const collection = collectionOf(file);
    const markdown = collection
      ? [parseItem(raw, file, collection, lang).body]
      : parsePage(raw, file).segments.flatMap((s) => (s.kind === "markdown" ? [s.source] : []));
    for (const source of markdown) {
      const html = await renderMarkdown(source, options[lang]);
      for (const anchor of actLinks(html, lang, file === ACT[lang])) out.push({ file, anchor });
    }
  }
  // The FAQ answers (content/data/faq-*.json) are Markdown too, and cite sections the same way.
  for (const file of ["content/data/faq-public.json", "content/data/faq-member.json"]) {
    const items = JSON.parse(readFileSync(join(root, file), "utf8")) as { id: string; answer: Record<Lang, string> }[];
    for (const item of items) {
      const html = await renderMarkdown(item.answer[lang], options[lang]);
      for (const anchor of actLinks(html, lang, false)) out.push({ file: `${file} ${item.id}`, anchor });
    }
  }
  return out;
}

describe("pages name their sources", () => {
  for (const lang of ["th", "en"] as const) {
    it(`every page under Public/, Law/ and Member/ names at least one source (${lang})`, () => {
      const pages = sourcedPages(lang);
      // The three landing pages, their children and the collection items: not a handful that slipped through.
      expect(pages.length).toBeGreaterThanOrEqual(20);
      expect(checks.withoutSources(pages)).toEqual([]);
    });
  }

  it("refuses, at build, a page there without sources, and a source named by a file path", () => {
    const page = (sources: string) =>
      `---\ntitle: หน้าทดสอบ\ndescription: คำอธิบายที่ยาวพอสำหรับการตรวจ schema ของหน้า\nupdated: 2026-11-26\nkeywords: [ก, ข, ค]\n${sources}---\n\nเนื้อหา\n`;
    expect(() => parsePage(page(""), "content/th/Public/Example.md")).toThrow(/sources/);
    expect(() => parsePage(page(""), "content/en/Law.md")).toThrow(/sources/);
    expect(() => parsePage(page(""), "content/th/ContactUs.md")).not.toThrow();
    expect(() => parsePage(page("sources: []\n"), "content/th/Member/Example.md")).toThrow(/sources/);
    expect(() => parsePage(page("sources: [https://www.bot.or.th/]\n"), "content/th/Member/Example.md")).not.toThrow();
    for (const path of ["../notes/facts/Law-act.md", "see /work/notes/spec.md", "facts/Law-act.md"])
      expect(sourceSchema.safeParse(path).success, path).toBe(false);
    expect(sourceSchema.safeParse("พระราชบัญญัติการประกอบธุรกิจข้อมูลเครดิต พ.ศ. 2545 มาตรา 26").success).toBe(true);
  });
});

describe("section references land on the Act summary", () => {
  for (const lang of ["th", "en"] as const) {
    it(`every link to the Act summary points to an anchor it has (${lang})`, async () => {
      const anchors = await actAnchors(lang);
      // Each chapter and the sections the rights, appeal and duty pages cite have their own anchor.
      for (const id of [
        "general",
        "chapter-1",
        "chapter-3",
        "chapter-3-1",
        "chapter-4",
        "chapter-9",
        "s19",
        "s26",
        "s27",
      ])
        expect(anchors.has(id), id).toBe(true);
      const links = await allActLinks(lang);
      expect(links.length).toBeGreaterThan(100);
      expect(checks.brokenAnchors(links, anchors)).toEqual([]);
    });
  }

  it("gives both languages the same Act summary anchors", async () => {
    expect([...(await actAnchors("en"))].sort()).toEqual([...(await actAnchors("th"))].sort());
  });

  it("links every chapter from the Act summary's chapter table", async () => {
    for (const lang of ["th", "en"] as const) {
      const page = parsePage(readFileSync(join(root, ACT[lang]), "utf8"), ACT[lang]);
      const html = await renderMarkdown(page.body, options[lang]);
      const table = html.slice(html.indexOf('id="structure"'), html.indexOf("</table>"));
      const chapters = [...(await actAnchors(lang))].filter((id) => id === "general" || id.startsWith("chapter-"));
      for (const id of chapters) expect(table, `${lang} #${id}`).toContain(`href="#${id}"`);
    }
  });

  it("catches a page without sources and a reference to a missing anchor", () => {
    expect(
      checks.withoutSources([
        { file: "a.md", sources: [" "] },
        { file: "b.md", sources: ["s. 26"] },
      ]),
    ).toEqual(["a.md"]);
    expect(
      checks.brokenAnchors(
        [
          { file: "a.md", anchor: "s26" },
          { file: "a.md", anchor: "s99" },
        ],
        new Set(["s26"]),
      ),
    ).toEqual(["a.md#s99"]);
    expect(actLinks('<a href="/en/Law/act#s26">s. 26</a><a href="/Law/act#s27">', "en", false)).toEqual(["s26", "s27"]);
    expect(actLinks('<a href="/Law/act#s27">', "th", false)).toEqual(["s27"]);
    expect(actLinks('<a href="#chapter-4">หมวด 4</a>', "th", true)).toEqual(["chapter-4"]);
  });
});
