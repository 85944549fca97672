import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { NoBreakTitle } from "@/components/content/NoBreakTitle";
import { ThaiText } from "@/components/content/ThaiText";
import { Prose } from "@/components/content/Prose";
import { localizedPath, type Locale } from "@/i18n/locales";
import type { CollectionItem } from "@/lib/content/collection-schema";
import { markdownToHtml } from "@/lib/content/render";
import { formatDate } from "@/lib/format";
import { findRoute } from "@/lib/routes";
import { breadcrumbList, serializeJsonLd } from "@/lib/seo/json-ld";
import { GazetteReference } from "./GazetteReference";

/** One notification or ruling: its dates and references, its summary, the official PDF where there is one, its text. */
export async function CollectionItemPage({ locale, item }: { locale: Locale; item: CollectionItem }) {
  const t = await getTranslations({ locale, namespace: "collections" });
  const page = await getTranslations({ locale, namespace: "page" });
  const blocks = await getTranslations({ locale, namespace: "blocks" });
  const list = findRoute(item.path.slice(0, item.path.lastIndexOf("/")))!;
  const current = { path: item.path, label: item.title };
  const facts: [string, React.ReactNode][] = [];
  if (item.date)
    facts.push([
      blocks("notificationDate"),
      <time key="date" dateTime={item.date}>
        {formatDate(locale, item.date)}
      </time>,
    ]);
  if (item.number) facts.push([t("number"), item.number]);
  if (item.gazette) facts.push([t("gazette"), <GazetteReference key="gazette" item={item} newTab={page("newTab")} />]);
  return (
    <div className="container page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbList(locale, list.path, current)) }}
      />
      <Breadcrumbs locale={locale} path={list.path} label={page("breadcrumb")} current={current} />
      <article className="page-article collection-item">
        <h1>
          <NoBreakTitle text={item.title} />
        </h1>
        <p className="lead">
          <ThaiText text={item.subject} />
        </p>
        {facts.length > 0 && (
          <dl className="collection-facts">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>
                  <ThaiText text={term} />
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {item.pdf && (
          <p>
            <a href={item.pdf} className="external" target="_blank" rel="noopener noreferrer">
              {t("pdf")}
              <span className="sr-only"> {page("newTab")}</span>
            </a>
          </p>
        )}
        {item.body && <Prose html={await markdownToHtml(locale, item.body)} />}
        <p>
          <a href={`${localizedPath(locale, list.path)}#${item.slug}`}>
            {t("backToList", { list: list.label[locale] })}
          </a>
        </p>
      </article>
    </div>
  );
}
