import { defaultLocale, locales, localizedPath, type Locale } from "../../../i18n/locales";

/**
 * The pages Lighthouse measures on a phone, in both locales. The English results page searches in English ("appeal"):
 * a Thai query on the English page is not what an English visitor sees.
 */
const LIGHTHOUSE_PAGES = [
  "/",
  "/Public/ConsumerRight",
  "/Public/Appealprocess",
  "/Public/Appealprocess/Helper",
  "/Law/act",
  "/Law/Notification",
  "/FAQ",
  "/ContactUs",
  { th: "/search?q=อุทธรณ์", en: "/search?q=appeal" },
] as const;

/** The four key pages in every language, for the framework-patch comparison and the first-view budget. */
export const KEY_PAGES = locales.flatMap((locale) =>
  ["/", "/Public/Appealprocess", "/Law/act", "/FAQ"].map((path) => localizedPath(locale, path)),
);

export type LocalePage = { locale: Locale; path: string };

/**
 * The pages to measure: BENCH_PAGES (public paths, comma-separated: `/,/en/Law/act`) when set, for a shorter run over
 * the pages a change touches; otherwise every page of the list in both languages.
 */
export function localePages(only = process.env.BENCH_PAGES): LocalePage[] {
  if (only)
    return only.split(",").map((path) => {
      const locale = locales.find((l) => path === `/${l}` || path.startsWith(`/${l}/`)) ?? defaultLocale;
      return { locale, path };
    });
  return locales.flatMap((locale) =>
    LIGHTHOUSE_PAGES.map((page) => {
      const path = typeof page === "string" ? page : page[locale];
      return { locale, path: localizedPath(locale, path) };
    }),
  );
}

/** Search queries for load runs: Thai and English, hits and a miss, so the ranker does real work. */
export const SEARCH_QUERIES = [
  "q=อุทธรณ์",
  "q=ข้อมูลเครดิต",
  "q=appeal&locale=en",
  "q=credit+bureau&locale=en",
  "q=สิทธิของเจ้าของข้อมูล",
  "q=zzzz-nothing",
].map((q) => `/api/search?${q.replace(/[^\x20-\x7e]+/g, encodeURIComponent)}`);
