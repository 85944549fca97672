import { localizedPath, type Locale } from "@/i18n/locales";
import { SEARCH_PATH } from "@/lib/routes";

/** The results page's query for `query`: page 1 without `page`, so the first page has one address. */
export function resultsQuery(query: string, page = 1): string {
  return `?${new URLSearchParams(page > 1 ? { q: query, page: String(page) } : { q: query })}`;
}

/** The results page for a query, in a language. */
export function resultsHref(locale: Locale, query: string, page = 1): string {
  return `${localizedPath(locale, SEARCH_PATH)}${resultsQuery(query, page)}`;
}
