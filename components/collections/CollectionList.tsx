import { getTranslations } from "next-intl/server";
import { Heading, type HeadingLevel } from "@/components/content/Heading";
import { ThaiText } from "@/components/content/ThaiText";
import { localizedPath, type Locale } from "@/i18n/locales";
import { HEADING_BUDGET } from "@/lib/text/thai-word-list";
import { COLLECTIONS, type CollectionItem, type CollectionName } from "@/lib/content/collection-schema";
import { viewItems, yearsOf, type ListView } from "@/lib/content/listing";
import { formatDate } from "@/lib/format";
import { CollectionPager } from "./CollectionPager";
import { GazetteReference } from "./GazetteReference";
import { YearFilter } from "./YearFilter";

type Props = {
  locale: Locale;
  collection: CollectionName;
  /** The whole collection in the page's language, newest first (the view picks its page). */
  items: readonly CollectionItem[];
  view?: ListView;
  /** The newest few only, with no filter or pager (the home page). */
  limit?: number;
  /** The items' headings: h3 under a section of a content page, h2 straight under a view page's h1. */
  level?: HeadingLevel;
};

/**
 * A collection's items, newest first, 20 a page: a year filter and a pager made of plain links (each view is a
 * prerendered page of its own, so both work without JavaScript). Each item keeps its old anchor on the list page.
 */
export async function CollectionList(props: Props) {
  const { locale, collection, items: all, view = { page: 1 }, limit, level = 3 } = props;
  const t = await getTranslations({ locale, namespace: "collections" });
  const blocks = await getTranslations({ locale, namespace: "blocks" });
  const page = await getTranslations({ locale, namespace: "page" });
  const shown = viewItems(all, view);
  if (!shown || shown.total === 0) return <p>{t("noItems")}</p>;
  const base = COLLECTIONS[collection].base;
  const items = limit ? shown.items.slice(0, limit) : shown.items;
  return (
    <div className="collection">
      {!limit && (
        <>
          <YearFilter
            locale={locale}
            base={base}
            years={yearsOf(all)}
            current={view.year}
            label={t("yearFilter")}
            all={t("allYears")}
          />
          <p className="collection-count">{t("count", { total: shown.total })}</p>
        </>
      )}
      <ol className="notifications">
        {items.map((item) => (
          <li key={item.slug} id={item.slug} className="notification">
            {(item.date || item.number) && (
              <p className="notification-date">
                {item.number && (
                  <span className="notification-number">
                    {t("number")} {item.number}
                  </span>
                )}
                {item.number && item.date && " · "}
                {item.date && (
                  <>
                    <span className="sr-only">{blocks("notificationDate")} </span>
                    <time dateTime={item.date}>{formatDate(locale, item.date)}</time>
                  </>
                )}
              </p>
            )}
            <Heading level={level}>
              <a href={localizedPath(locale, item.path)}>
                <ThaiText text={item.title} budget={HEADING_BUDGET.h2} />
              </a>
            </Heading>
            <p>
              <ThaiText text={item.subject} />
            </p>
            {item.gazette && (
              <p className="notification-gazette">
                <GazetteReference item={item} newTab={page("newTab")} />
              </p>
            )}
            {item.pdf && (
              <p className="notification-pdf">
                <a href={item.pdf} className="external" target="_blank" rel="noopener noreferrer">
                  {t("pdf")}
                  <span className="sr-only"> {page("newTab")}</span>
                </a>
              </p>
            )}
          </li>
        ))}
      </ol>
      {!limit && <CollectionPager locale={locale} base={base} view={view} pages={shown.pages} />}
    </div>
  );
}
