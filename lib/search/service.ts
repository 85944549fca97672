// One whole search as the API and the results page run it: the index bundled with this build, the ranking
// (search.ts) and the query statistics to record after answering. The search module that reads the cache.
import { getCache } from "../cache";
import type { Cache } from "../cache/types";
import { bundledIndexes } from "./bundled";
import type { SearchParams } from "./params";
import { searchPage, type ResultPage } from "./search";
import { loggableError } from "../privacy/redact";
import { recordQuery } from "./stats";

/**
 * The body of a 200 from GET /api/search: `total` pages match in all, `results` are page `page` of them (`limit`
 * a page). The live panel and the results page both show `total`, so they give one count for one query.
 */
type SearchResponse = { query: string; locale: SearchParams["locale"] } & ResultPage;

/**
 * One search, as the API and the results page run it: this build's index, ranked results, and a `record` step
 * (query statistics) for the caller to run after answering.
 */
export async function runSearch(params: SearchParams, cache: Cache = getCache()) {
  const index = await bundledIndexes[params.locale];
  const found = searchPage(index, params.q, params.page, params.limit);
  const response: SearchResponse = { query: params.q, locale: params.locale, ...found };
  // A later page of results is the same search read further: counted once, on its first page.
  const record = async () =>
    params.page === 1 &&
    recordQuery(cache, { query: params.q, locale: params.locale, resultCount: found.total }).catch((error: unknown) =>
      console.warn(`[search] query not counted: ${loggableError(error)}`),
    );
  return { response, buildId: index.buildId, record };
}
