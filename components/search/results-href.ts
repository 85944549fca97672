import { localizedPath, type Locale } from "@/i18n/locales";

/** The results page for a query: page 1 without `page`, so the first page has one address. */
export function resultsHref(locale: Locale, query: string, page = 1): string {
  const params = new URLSearchParams(page > 1 ? { q: query, page: String(page) } : { q: query });
  return `${localizedPath(locale, "/search")}?${params}`;
}
