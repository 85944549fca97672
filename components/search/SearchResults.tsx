import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/i18n/locales";
import type { ResultPage } from "@/lib/search/search";
import { ResultPlace } from "./ResultPlace";
import { SearchPagination } from "./SearchPagination";
import { HEADING_BUDGET } from "@/lib/text/thai-word-list";
import { SnippetText } from "./SnippetText";
import { ThaiText } from "@/components/content/ThaiText";
import type { RegistryPath } from "@/lib/routes";

type Props = { locale: Locale; query: string; found: ResultPage; perPage: number };

/** The results page list: how many pages match in all, then this page's titles, places and passages, then pages. */
export async function SearchResults({ locale, query, found, perPage }: Props) {
  const t = await getTranslations({ locale, namespace: "search" });
  const { total, page, results } = found;
  if (total === 0) {
    return (
      <section className="search-empty" aria-labelledby="search-empty-title">
        <h2 id="search-empty-title">{t("noResultsTitle", { query })}</h2>
        <p>
          <ThaiText text={t("noResultsHelp")} />
        </p>
        <ul>
          <li>
            <a href={localizedPath(locale, "/FAQ" satisfies RegistryPath)}>{t("faqLink")}</a>
          </li>
          <li>
            <a href={localizedPath(locale, "/Public/Glossary" satisfies RegistryPath)}>{t("glossaryLink")}</a>
          </li>
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="sr-only">
        {t("resultsHeading")}
      </h2>
      <p className="search-count">{total === 1 ? t("resultCountOne") : t("resultCount", { count: total })}</p>
      <ol className="search-results" start={(page - 1) * perPage + 1}>
        {results.map((result) => (
          <li key={result.url}>
            <h3>
              <a href={result.url}>
                <ThaiText text={result.title} budget={HEADING_BUDGET.h2} />
              </a>
            </h3>
            <ResultPlace
              className="search-result-place"
              place={result.place}
              label={t("placeLabel")}
              home={t("homePlace")}
            />
            <p className="search-snippet">
              <SnippetText snippet={result.snippet} />
            </p>
          </li>
        ))}
      </ol>
      <SearchPagination locale={locale} query={query} page={page} pages={Math.ceil(total / perPage)} />
    </section>
  );
}
