import type { Metadata } from "next";
import { after } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageFrame } from "@/components/layout/PageFrame";
import { SearchForm } from "@/components/search/SearchForm";
import { SearchResults } from "@/components/search/SearchResults";
import { PER_PAGE, resultsPageParams } from "@/lib/search/params";
import { runSearch } from "@/lib/search/service";
import { SEARCH_PATH } from "@/lib/routes";
import { appPageMetadata } from "@/lib/seo";
import { localeParam } from "@/lib/locale-param";

type Props = PageProps<"/[locale]/search">;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: "search" });
  const { query } = resultsPageParams(await searchParams);
  // Result pages are endless and thin. Their canonical is the bare search page, so engines fold every query into
  // that one page per language (a `noindex` would too, but it marks the page uncrawlable, and people should be able
  // to find the site's search). Its social card is the search page's.
  return appPageMetadata(locale, SEARCH_PATH, {
    title: query ? t("resultsFor", { query }) : t("pageTitle"),
    description: t("pageDescription"),
  });
}

/** The results page of the GET search form: works without JavaScript, in both languages, a page of results at a time. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "search" });
  const { limited, raw, query, problem, page, badPage } = resultsPageParams(await searchParams);
  const search = query ? await runSearch({ q: query, locale, limit: PER_PAGE, page }) : undefined;
  if (search) after(search.record);
  const notices = [
    problem && t(problem),
    limited && t("rateLimited"),
    search && (badPage || search.response.page !== page) && t("pageNotFound"),
  ].filter(Boolean);

  // The other language's search page runs the same query: its language switch keeps `q` (and the page).
  const same = raw
    ? `?${new URLSearchParams(page > 1 && !badPage ? { q: raw, page: String(page) } : { q: raw })}`
    : undefined;
  return (
    <PageFrame locale={locale} page={{ path: SEARCH_PATH, search: same }}>
      <div className="container page search-results-page">
        <h1>{query ? t("resultsFor", { query }) : t("pageTitle")}</h1>
        <SearchForm locale={locale} variant="page" id="search-page-q" defaultValue={raw} />
        {notices.map((notice) => (
          <p key={String(notice)} className="search-problem" role="alert">
            {notice}
          </p>
        ))}
        {!search && notices.length === 0 && <p className="lead">{t("pageLead")}</p>}
        {search && <SearchResults locale={locale} query={query!} found={search.response} perPage={PER_PAGE} />}
      </div>
    </PageFrame>
  );
}
