import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z, type ZodType } from "zod";
import { parseJson } from "../json";
import { parsePage } from "../content/parse";
import {
  contactsSchema,
  faqSchema,
  glossarySchema,
  relatedSitesSchema,
  type Block,
  type Contacts,
  type FaqItem,
  type GlossaryTerm,
  type RelatedSite,
} from "../content/schema";
import { COLLECTION_NAMES, type CollectionItem, type CollectionName } from "../content/collection-schema";
import { readCollection } from "../content/collection-source";
import { localizedPath, locales, type Locale } from "../../i18n/locales";
import { contentSlug, routes } from "../routes";
import { inlineText, markdownText } from "../text/plain-text";

/**
 * Reads content/ the way the pages do (same parser, same zod schemas), for the index build script and tests.
 * Not imported by the site: lib/content/{pages,data}.ts are server-only and tied to React's cache.
 */

/** A page as the index builder takes it. */
export type SourcePage = {
  url: string;
  title: string;
  description: string;
  keywords: string[];
  image: string;
  headings: string[];
  body: string[];
};

export type ContentData = {
  faq: Record<"public" | "member", FaqItem[]>;
  glossary: GlossaryTerm[];
  /** Each collection's items per language, newest first (content/{locale}/Law/Notification/*.md, ...). */
  collections: Record<CollectionName, Record<Locale, CollectionItem[]>>;
  relatedSites: RelatedSite[];
  contacts?: Contacts;
  /** The contact card's labels (messages/{locale}.json, footer), so "phone" finds the page that shows the number. */
  contactLabels: Record<Locale, string>;
};

/** The searchable text of a data block, as the page shows it: FAQ questions count as headings. */
function blockText(block: Block, locale: Locale, data: ContentData): { headings: string[]; body: string[] } {
  switch (block.name) {
    case "faq": {
      const items = data.faq[block.set];
      return { headings: items.map((i) => i.question[locale]), body: items.map((i) => inlineText(i.answer[locale])) };
    }
    case "glossary":
      return { headings: [], body: data.glossary.map((g) => `${g.th} (${g.en}) ${inlineText(g.definition[locale])}`) };
    case "notifications":
    case "rulings":
      // The list shows each item's title and subject; the item's own page carries its full text.
      return {
        headings: [],
        body: data.collections[block.name][locale].slice(0, block.limit ?? 20).map((i) => `${i.title} ${i.subject}`),
      };
    case "related-sites":
      return { headings: [], body: data.relatedSites.map((s) => `${s.name[locale]} ${s.description[locale]}`) };
    case "contact": {
      const c = data.contacts;
      if (!c) return { headings: [], body: [] };
      const line = [
        c.name[locale],
        c.address[locale],
        c.phone,
        c.fax,
        c.email,
        c.hotline.number,
        c.hotline.label[locale],
      ];
      return { headings: [], body: [line.filter(Boolean).join(" "), data.contactLabels[locale]] };
    }
    case "appeal-form":
    case "appeal-start":
    case "appeal-helper":
    // Cards repeat other pages' titles: indexing them here would rank the home page for every one of them.
    case "page-cards":
      return { headings: [], body: [] };
  }
}

/** One content file as a source page; `raw` is the file's text. */
function sourcePage(raw: string, file: string, locale: Locale, path: string, data: ContentData): SourcePage {
  const page = parsePage(raw, file);
  const headings: string[] = [];
  const body: string[] = [];
  for (const segment of page.segments) {
    const part = segment.kind === "markdown" ? markdownText(segment.source) : blockText(segment.block, locale, data);
    headings.push(...part.headings);
    body.push(...part.body);
  }
  const { title, description, keywords } = page.frontmatter;
  return { url: localizedPath(locale, path), title, description, keywords, image: "", headings, body };
}

/** A data file, validated; undefined when it does not exist yet. */
function readJson<T>(file: string, schema: ZodType<T>): T | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  return parseJson(raw, schema, file);
}

/**
 * The shared data files. A missing file reads as empty (a page that embeds its block then fails the Next build,
 * which reads the same file), so the index can be built while content is still being written.
 */
export function loadContentData(root: string): ContentData {
  const dir = join(root, "data");
  return {
    faq: {
      public: readJson(join(dir, "faq-public.json"), faqSchema) ?? [],
      member: readJson(join(dir, "faq-member.json"), faqSchema) ?? [],
    },
    glossary: readJson(join(dir, "glossary.json"), glossarySchema) ?? [],
    collections: Object.fromEntries(
      COLLECTION_NAMES.map((name) => [
        name,
        Object.fromEntries(locales.map((l) => [l, readCollection(root, name, l)])),
      ]),
    ) as ContentData["collections"],
    relatedSites: readJson(join(dir, "related-sites.json"), relatedSitesSchema) ?? [],
    contacts: readJson(join(dir, "contacts.json"), contactsSchema),
    contactLabels: Object.fromEntries(locales.map((locale) => [locale, contactLabels(root, locale)])) as Record<
      Locale,
      string
    >,
  };
}

const footerLabels = z.object({ footer: z.record(z.string(), z.string()) });

function contactLabels(root: string, locale: Locale): string {
  const messages = readJson(join(root, "..", "messages", `${locale}.json`), footerLabels);
  const f = messages?.footer ?? {};
  return [f.address, f.phone, f.fax, f.email, f.serviceManager, f.hotline].filter(Boolean).join(" ");
}

/** A notification's or ruling's own page as a source page: its subject is its description. */
function itemSourcePage(item: CollectionItem): SourcePage {
  const text = markdownText(item.body);
  const facts = [item.number, item.gazette].filter((f): f is string => Boolean(f));
  return {
    url: localizedPath(item.locale, item.path),
    title: item.title,
    description: item.subject,
    keywords: [],
    image: "",
    headings: text.headings,
    body: [...facts, ...text.body],
  };
}

/** Every registry page of a locale, then every collection item; throws on a missing or invalid file, like the build. */
export function loadSourcePages(root: string, locale: Locale, data: ContentData, skip: string[] = []): SourcePage[] {
  const pages = routes
    .filter((route) => !skip.includes(route.path))
    .map((route) => {
      const file = join(root, locale, `${contentSlug(route.path)}.md`);
      return sourcePage(readFileSync(file, "utf8"), file, locale, route.path, data);
    });
  return [...pages, ...COLLECTION_NAMES.flatMap((name) => data.collections[name][locale].map(itemSourcePage))];
}
