import type { Locale } from "@/i18n/locales";
import type { CollectionPage } from "@/lib/content/collection-routes";
import { CollectionItemPage } from "./CollectionItemPage";
import { CollectionViewPage } from "./CollectionViewPage";

/** A page below a collection's list: one item, or a further page or a year of the list. */
export function CollectionPageView({ locale, page }: { locale: Locale; page: CollectionPage }) {
  return page.kind === "item" ? (
    <CollectionItemPage locale={locale} item={page.item} />
  ) : (
    <CollectionViewPage locale={locale} collection={page.collection} items={page.items} view={page.view} />
  );
}
