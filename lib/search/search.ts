// The ranking itself: one query against one index already in memory, giving how many pages match and one page of
// them, each with a snippet and its place in the site. Pure, no I/O. Beside it: prepared.ts readies an index for
// queries, service.ts runs a whole search (which index, then this, then the statistics), http.ts turns results and
// errors into the API's HTTP answers.
import { splitLocale } from "../../i18n/locales";
import { trailOf } from "../routes";
import { prepare } from "./prepared";
import { parseQuery } from "./query-terms";
import { rank } from "./rank";
import { snippetFrom } from "./snippet";
import type { SearchIndex, SearchResult } from "./types";

/** One page of results and the number of pages that match in all (what the visitor is told). */
export type ResultPage = { total: number; page: number; results: SearchResult[] };

/**
 * Where a page sits, as the breadcrumb names it in its language: the registry's labels from the home page down to the
 * page's parent. The home page sits nowhere (empty).
 */
export function placeOf(url: string): string[] {
  const { locale, path } = splitLocale(url);
  return trailOf(path)
    .slice(0, -1)
    .map((entry) => entry.label[locale]);
}

/**
 * Page `page` (from 1) of `perPage` results for a normalised query, and the total. A page past the last is answered
 * with the first (and says so in `page`), so a stale or edited link still shows results. Pure and synchronous.
 */
export function searchPage(index: SearchIndex, query: string, page: number, perPage: number): ResultPage {
  const prepared = prepare(index);
  const parsed = parseQuery(query, prepared);
  const ranked = rank(parsed, prepared);
  const shown = (page - 1) * perPage < ranked.length ? page : 1;
  const results = ranked.slice((shown - 1) * perPage, shown * perPage).map(({ doc }) => {
    const { title, description, url, image } = index.docs[doc];
    const snippet = snippetFrom(prepared.passages(doc), parsed);
    return { title, description, url, image, place: placeOf(url), snippet };
  });
  return { total: ranked.length, page: shown, results };
}

/** The best `limit` pages of an index for a normalised query, each with a snippet. */
export function searchIndex(index: SearchIndex, query: string, limit: number): SearchResult[] {
  return searchPage(index, query, 1, limit).results;
}
