import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { PER_PAGE, type resultsPageParams } from "@/lib/search/params";
import type { ResultPage } from "@/lib/search/search";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";

type Props = { locale: Locale; asked: ReturnType<typeof resultsPageParams>; found?: ResultPage };

/** The results page's body: its heading, the form again, what kept the query from running, then the results. */
export async function SearchPageBody({ locale, asked, found }: Props) {
  const t = await getTranslations({ locale, namespace: "search" });
  const { limited, raw, query, problem, page, badPage } = asked;
  const notices = [
    problem && t(problem),
    limited && t("rateLimited"),
    found && (badPage || found.page !== page) && t("pageNotFound"),
  ].filter(Boolean);
  return (
    <div className="container page search-results-page">
      <h1>{query ? t("resultsFor", { query }) : t("pageTitle")}</h1>
      <SearchForm locale={locale} variant="page" id="search-page-q" defaultValue={raw} />
      {notices.map((notice) => (
        <p key={String(notice)} className="search-problem" role="alert">
          {notice}
        </p>
      ))}
      {!found && notices.length === 0 && <p className="lead">{t("pageLead")}</p>}
      {found && query && <SearchResults locale={locale} query={query} found={found} perPage={PER_PAGE} />}
    </div>
  );
}
