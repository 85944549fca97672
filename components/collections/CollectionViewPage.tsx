import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import type { Locale } from "@/i18n/locales";
import { COLLECTIONS, type CollectionItem, type CollectionName } from "@/lib/content/collection-schema";
import { viewSegments, type ListView } from "@/lib/content/listing";
import { viewTitle } from "@/lib/content/view-title";
import { findRoute } from "@/lib/routes";
import { NoBreakTitle } from "@/components/content/NoBreakTitle";
import { CollectionList } from "./CollectionList";

type Props = { locale: Locale; collection: CollectionName; items: readonly CollectionItem[]; view: ListView };

/** A further page of a list, or one year of it: the same list as on the list page, without its introduction. */
export async function CollectionViewPage({ locale, collection, items, view }: Props) {
  const page = await getTranslations({ locale, namespace: "page" });
  const list = findRoute(COLLECTIONS[collection].base)!;
  const title = await viewTitle(locale, list.label[locale], view);
  const path = [list.path, ...viewSegments(view)].join("/");
  return (
    <div className="container page">
      <Breadcrumbs locale={locale} path={list.path} label={page("breadcrumb")} current={{ path, label: title }} />
      <article className="page-article">
        <h1>
          <NoBreakTitle text={title} />
        </h1>
        <CollectionList locale={locale} collection={collection} items={items} view={view} level={2} />
      </article>
    </div>
  );
}
