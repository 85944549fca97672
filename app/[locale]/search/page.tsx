import type { Metadata } from "next";
import { after } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageFrame } from "@/components/layout/PageFrame";
import { SearchPageBody } from "@/components/search/SearchPageBody";
import { resultsQuery } from "@/components/search/results-href";
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
  const asked = resultsPageParams(await searchParams);
  const search = asked.query
    ? await runSearch({ q: asked.query, locale, limit: PER_PAGE, page: asked.page })
    : undefined;
  if (search) after(search.record);
  // The other language's search page runs the same query: its language switch keeps `q` (and the page).
  const same = asked.raw ? resultsQuery(asked.raw, asked.page) : undefined;
  return (
    <PageFrame locale={locale} page={{ path: SEARCH_PATH, search: same }}>
      <SearchPageBody locale={locale} asked={asked} found={search?.response} />
    </PageFrame>
  );
}
