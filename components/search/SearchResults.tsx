import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/i18n/locales";
import type { SearchResult } from "@/lib/search/types";
import { SnippetText } from "./SnippetText";
import { ThaiText } from "@/components/content/ThaiText";

type Props = { locale: Locale; query: string; results: SearchResult[] };

/** The results page list: count, then each page's title, address and the passage that matched. */
export async function SearchResults({ locale, query, results }: Props) {
  const t = await getTranslations({ locale, namespace: "search" });
  if (results.length === 0) {
    return (
      <section className="search-empty" aria-labelledby="search-empty-title">
        <h2 id="search-empty-title">{t("noResultsTitle", { query })}</h2>
        <p>
          <ThaiText text={t("noResultsHelp")} />
        </p>
        <ul>
          <li>
            <a href={localizedPath(locale, "/FAQ")}>{t("faqLink")}</a>
          </li>
          <li>
            <a href={localizedPath(locale, "/Public/Glossary")}>{t("glossaryLink")}</a>
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
      <p className="search-count">
        {results.length === 1 ? t("resultCountOne") : t("resultCount", { count: results.length })}
      </p>
      <ol className="search-results">
        {results.map((result) => (
          <li key={result.url}>
            <h3>
              <a href={result.url}>
                <ThaiText text={result.title} />
              </a>
            </h3>
            <p className="search-result-url">{result.url}</p>
            <p className="search-snippet">
              <SnippetText snippet={result.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
