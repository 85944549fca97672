// Collections (notifications, rulings): one Markdown file per item per language, its front matter checked by zod.
import matter from "gray-matter";
import { z } from "zod";
import type { Locale } from "../../i18n/locales";
import { sourceSchema } from "./schema";
import { COLLECTION_BASES, type CollectionBase } from "../routes";

export type CollectionName = "notifications" | "rulings";

/** Where each collection's files live (content/{locale}/<dir>/<slug>.md) and the list page its items sit under. */
export const COLLECTIONS: Record<CollectionName, { base: CollectionBase; dir: string }> = {
  notifications: { base: COLLECTION_BASES[0], dir: "Law/Notification" },
  rulings: { base: COLLECTION_BASES[1], dir: "Member/Diagnosis" },
};
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** An item's slug is its file name and URL segment; `page` and `year` are the list's own segments. */
const itemSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "lower-case letters, digits and hyphens")
  .refine((slug) => slug !== "page" && slug !== "year", "page and year are reserved");

/** Dates may be known only to the month or year; an item the facts give no date stays undated (listed last). */
const partialDate = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, "use YYYY, YYYY-MM or YYYY-MM-DD");

/** The front matter of an item file. A file that breaks it fails the build, naming the file and the field. */
const itemFrontMatter = z.strictObject({
  title: z.string().min(2).max(300),
  date: partialDate.optional(),
  /** The document's own number, where the facts give one. */
  number: z.string().min(1).optional(),
  /** Where and when it was published in the Royal Gazette, as the facts give it. */
  gazette: z.string().min(1).optional(),
  /** The Royal Gazette's own page for it, where the facts give the address: the reference then links to it. */
  gazetteUrl: z.url().optional(),
  /** One or two sentences: shown in the list, the feed, search results and as the page description. */
  subject: z.string().min(10).max(400),
  /** The official PDF, where one is published. */
  pdf: z.url().optional(),
  /**
   * Where the item's facts come from (the Gazette reference, a news report, the Committee's own page), as on every
   * page under Law/ and Member/. Optional here so that generated test items (scripts/content/fixture.ts) need none;
   * tests/unit/content-sources.test.ts holds every real item to it.
   */
  sources: z.array(sourceSchema).min(1).optional(),
});
type ItemFrontMatter = z.infer<typeof itemFrontMatter>;

export type CollectionItem = ItemFrontMatter & {
  collection: CollectionName;
  locale: Locale;
  slug: string;
  /** The item's page without the locale prefix: `/Law/Notification/credit-models-2017`. */
  path: string;
  /** The Markdown under the front matter (may be empty). */
  body: string;
  file: string;
};

/** YAML reads an unquoted date as a Date: give the schema the ISO day back. */
function isoDay(value: unknown): unknown {
  return value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "number" ? String(value) : value;
}

/** Parses one item file; throws `<file>: front matter field "<field>": <problem>` so the build names both. */
export function parseItem(raw: string, file: string, collection: CollectionName, locale: Locale): CollectionItem {
  const slug = file.split("/").at(-1)!.replace(/\.md$/, "");
  const slugCheck = itemSlug.safeParse(slug);
  if (!slugCheck.success) throw new Error(`${file}: file name "${slug}": ${slugCheck.error.issues[0].message}`);
  const { data, content } = matter(raw);
  const parsed = itemFrontMatter.safeParse({ ...data, date: isoDay(data.date) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.length ? issue.path.join(".") : (issue as { keys?: string[] }).keys?.join(", ") || "?";
    throw new Error(`${file}: front matter field "${field}": ${issue.message}`);
  }
  const path = `${COLLECTIONS[collection].base}/${slug}`;
  return { ...parsed.data, collection, locale, slug, path, body: content.trim(), file };
}

/** Newest first; undated items last, then by title, so the order never depends on the file system. */
export function byDateDesc(a: CollectionItem, b: CollectionItem): number {
  return (b.date ?? "").localeCompare(a.date ?? "") || a.slug.localeCompare(b.slug);
}
