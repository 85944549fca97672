// One whole search as the API and the results page run it: the index (Redis or the bundled copy), the ranking
// (search.ts) and the query statistics to record after answering. The search module that reads the cache.
import { getCache } from "../cache";
import type { Cache } from "../cache/types";
import { bundledIndexes } from "./bundled";
import { loadIndex } from "./index-store";
import type { SearchParams } from "./params";
import { searchIndex } from "./search";
import { recordQuery } from "./stats";
import type { SearchResult } from "./types";

/** The body of a 200 from GET /api/search (issue 5). */
export type SearchResponse = { query: string; locale: SearchParams["locale"]; results: SearchResult[] };

/**
 * One search, as the API and the results page run it: the index from Redis or the bundled copy, ranked results,
 * and a `record` step (query statistics) for the caller to run after answering.
 */
export async function runSearch(params: SearchParams, cache: Cache = getCache()) {
  const { index, source } = await loadIndex(cache, bundledIndexes[params.locale]);
  const results = searchIndex(index, params.q, params.limit);
  const response: SearchResponse = { query: params.q, locale: params.locale, results };
  const record = () =>
    recordQuery(cache, { query: params.q, locale: params.locale, resultCount: results.length }).catch((error: Error) =>
      console.warn(`[search] query not counted: ${error.message}`),
    );
  return { response, source, buildId: index.buildId, record };
}
