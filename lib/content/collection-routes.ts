// Which collection page a path is (an item or a list view), and every such page for generateStaticParams.
import "server-only";
import type { Locale } from "../../i18n/locales";
import { collectionBaseOf } from "../routes";
import { collectionPathsOf } from "./collection-paths";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionItem, type CollectionName } from "./collection-schema";
import { loadCollection } from "./collections";
import { parseViewSegments, viewItems, type ListView } from "./listing";

export type CollectionPage =
  | { kind: "item"; item: CollectionItem }
  | {
      kind: "view";
      collection: CollectionName;
      view: ListView;
      pages: number;
      /** The whole collection in the page's language, newest first: the list the view is cut from. */
      items: CollectionItem[];
    };

/** The item or list view at a path below a collection's list, or undefined (then the page is the 404). */
export function resolveCollectionPage(locale: Locale, path: string): CollectionPage | undefined {
  const base = collectionBaseOf(path);
  const collection = COLLECTION_NAMES.find((name) => COLLECTIONS[name].base === base);
  if (!base || !collection) return undefined;
  const items = loadCollection(collection, locale);
  const segments = path.slice(base.length + 1).split("/");
  const view = parseViewSegments(segments);
  if (view) {
    const shown = viewItems(items, view);
    return shown ? { kind: "view", collection, view, pages: shown.pages, items } : undefined;
  }
  const item = segments.length === 1 ? items.find((i) => i.slug === segments[0]) : undefined;
  return item && { kind: "item", item };
}

/** Every item page and list view in every language: all prerendered, so the Worker never renders them. */
export function collectionPaths(): { locale: Locale; path: string }[] {
  return collectionPathsOf(loadCollection);
}
