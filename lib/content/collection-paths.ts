// Every item page and list view of the collections, from their items: the pages prerender them
// (lib/content/collection-routes.ts), and the middleware's 404 step knows them from a list written at build
// (scripts/middleware/collection-pages.ts). No "server-only" here: that build script runs outside Next.
import { locales, type Locale } from "../../i18n/locales";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionItem, type CollectionName } from "./collection-schema";
import { allViews, viewSegments } from "./listing";

export function collectionPathsOf(
  itemsOf: (collection: CollectionName, locale: Locale) => readonly CollectionItem[],
): { locale: Locale; path: string }[] {
  return locales.flatMap((locale) =>
    COLLECTION_NAMES.flatMap((name) => {
      const items = itemsOf(name, locale);
      const base = COLLECTIONS[name].base;
      return [
        ...items.map((item) => item.path),
        ...allViews(items).map((view) => [base, ...viewSegments(view)].join("/")),
      ].map((path) => ({ locale, path }));
    }),
  );
}
