import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { resultsHref } from "./results-href";

type Props = { locale: Locale; query: string; page: number; pages: number };

/** Previous and next pages of results: plain links, so they work the same with and without JavaScript. */
export async function SearchPagination({ locale, query, page, pages }: Props) {
  if (pages < 2) return null;
  const t = await getTranslations({ locale, namespace: "search" });
  return (
    <nav className="search-pages" aria-label={t("pagination")}>
      {page > 1 && (
        <a href={resultsHref(locale, query, page - 1)} rel="prev" className="search-page-link">
          <span aria-hidden="true">‹</span>
          {t("previousPage")}
        </a>
      )}
      <span className="search-page-now" aria-current="page">
        {t("pageOf", { page, pages })}
      </span>
      {page < pages && (
        <a href={resultsHref(locale, query, page + 1)} rel="next" className="search-page-link">
          {t("nextPage")}
          <span aria-hidden="true">›</span>
        </a>
      )}
    </nav>
  );
}
