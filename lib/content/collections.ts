// A collection's items for the pages, read once per build from the content folder.
import "server-only";
import { cache } from "react";
import type { Locale } from "../../i18n/locales";
import { COLLECTION_NAMES, type CollectionItem, type CollectionName } from "./collection-schema";
import { contentRoot, readCollection } from "./collection-source";

/** Newest first. Read at build time: every list and item page is prerendered, so the Worker never reads these. */
export const loadCollection = cache((collection: CollectionName, locale: Locale): CollectionItem[] =>
  readCollection(contentRoot(), collection, locale),
);

/** Every item of every collection in a language: the sitemap, the feed and the social cards list them. */
export function allItems(locale: Locale): CollectionItem[] {
  return COLLECTION_NAMES.flatMap((name) => loadCollection(name, locale));
}
