import { after, type NextRequest } from "next/server";
import { clientKey, rateLimiter } from "@/lib/cache/rate-limit";
import { jsonError, jsonOk, SEARCH_CACHE_CONTROL } from "@/lib/search/http";
import { parseSearchParams } from "@/lib/search/params";
import { runSearch } from "@/lib/search/service";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

/** Served from the edge, next to the edge cache and Upstash (issue 5). */
export const runtime = "edge";

/** Enough for a person typing into the live panel (debounced), not for a scraper. SEARCH_RATE_LIMIT: benchmarks. */
const LIMIT = { limit: Number(process.env.SEARCH_RATE_LIMIT) || 60, windowSeconds: 10, prefix: "rl:search" };

/** GET /api/search?q=<text>&locale=<th|en>&limit=<1..20> → { query, locale, results } best first. */
export async function GET(request: NextRequest) {
  const parsed = parseSearchParams(request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);

  const rate = await rateLimiter(LIMIT).check(await clientKey(request.headers));
  if (!rate.ok) {
    const retryAfter = String(Math.max(1, Math.ceil((rate.resetAt - Date.now()) / 1000)));
    return jsonError(429, { code: "rate_limited", message: `too many searches; try again in ${retryAfter} s` }, { "Retry-After": retryAfter });
  }

  const { response, source, buildId, record } = await runSearch(parsed.data);
  after(record);
  return jsonOk(response, SEARCH_CACHE_CONTROL, { "X-Search-Index": `${source} ${buildId}` });
}

const refuse = methodNotAllowed("GET, HEAD");
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
