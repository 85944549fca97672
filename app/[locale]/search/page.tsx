import type { Metadata } from "next";
import { after } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageFrame } from "@/components/layout/PageFrame";
import { SearchForm } from "@/components/search/SearchForm";
import { SearchResults } from "@/components/search/SearchResults";
import type { Locale } from "@/i18n/locales";
import { MAX_LIMIT, MAX_QUERY_LENGTH, querySchema } from "@/lib/search/params";
import { runSearch } from "@/lib/search/service";
import { appPageMetadata } from "@/lib/seo";

type Props = PageProps<"/[locale]/search">;

/** The first `q` of the URL, as the GET form sends it. */
async function readQuery(searchParams: Props["searchParams"]) {
  const q = (await searchParams).q;
  return Array.isArray(q) ? q[0] : q;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "search" });
  const q = querySchema.safeParse(await readQuery(searchParams));
  // Result pages are endless and thin. Their canonical is the bare search page, so engines fold every query into
  // that one page per language (a `noindex` would too, but it marks the page uncrawlable, and people should be able
  // to find the site's search).
  return appPageMetadata(locale, "/search", {
    title: q.success ? t("resultsFor", { query: q.data }) : t("pageTitle"),
    description: t("pageDescription"),
  });
}

/** The results page of the GET search form: works without JavaScript, in both languages. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "search" });
  // `limited`: the middleware found this client over the search budget (429) and took the query away.
  const limited = (await searchParams).limited !== undefined;
  const raw = limited ? "" : ((await readQuery(searchParams)) ?? "");
  const q = querySchema.safeParse(raw);
  const issue = q.success ? undefined : q.error.issues[0].code;
  const problem = !issue || !raw.trim() ? undefined : issue === "too_big" ? t("tooLong") : t("invalid");
  const search = q.success ? await runSearch({ q: q.data, locale, limit: MAX_LIMIT }) : undefined;
  if (search) after(search.record);

  // The other language's search page runs the same query: its language switch keeps `q`.
  const query = raw ? `?${new URLSearchParams({ q: raw.slice(0, MAX_QUERY_LENGTH) })}` : undefined;
  return (
    <PageFrame locale={locale} page={{ path: "/search", search: query }}>
      <div className="container page search-results-page">
        <h1>{q.success ? t("resultsFor", { query: q.data }) : t("pageTitle")}</h1>
        <SearchForm locale={locale} variant="page" id="search-page-q" defaultValue={raw.slice(0, MAX_QUERY_LENGTH)} />
        {problem && (
          <p className="search-problem" role="alert">
            {problem}
          </p>
        )}
        {limited && (
          <p className="search-problem" role="alert">
            {t("rateLimited")}
          </p>
        )}
        {!search && !problem && !limited && <p className="lead">{t("pageLead")}</p>}
        {search && <SearchResults locale={locale} query={q.data!} results={search.response.results} />}
      </div>
    </PageFrame>
  );
}
