// Reads a collection's item files from the content folder (at build time: the pages that show them are prerendered).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { locales, type Locale } from "../../i18n/locales";
import { byDateDesc, COLLECTIONS, parseItem, type CollectionItem, type CollectionName } from "./collection-schema";

/**
 * The content folder: `content/` in the project, or CONTENT_DIR when set (the 10x fixture of the edge benchmark is
 * a copy of content/ with generated items, built from a scratch folder so content/ never holds it).
 */
export function contentRoot(): string {
  return process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : join(process.cwd(), "content");
}

function slugsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3))
    .sort();
}

/**
 * Every item of a collection in one language, newest first. Throws, failing the build, for a file with bad front
 * matter or an item that lacks its file in another language (each item is written in both).
 */
export function readCollection(root: string, collection: CollectionName, locale: Locale): CollectionItem[] {
  const dir = (l: Locale) => join(root, l, COLLECTIONS[collection].dir);
  const slugs = slugsIn(dir(locale));
  for (const other of locales) {
    const theirs = new Set(slugsIn(dir(other)));
    const lonely = slugs.filter((slug) => !theirs.has(slug));
    if (lonely.length > 0) {
      const file = `content/${locale}/${COLLECTIONS[collection].dir}/${lonely[0]}.md`;
      throw new Error(`${file}: no content/${other}/${COLLECTIONS[collection].dir}/${lonely[0]}.md (write each item in both languages)`);
    }
  }
  return slugs
    .map((slug) => {
      const file = `content/${locale}/${COLLECTIONS[collection].dir}/${slug}.md`;
      return parseItem(readFileSync(join(dir(locale), `${slug}.md`), "utf8"), file, collection, locale);
    })
    .sort(byDateDesc);
}
