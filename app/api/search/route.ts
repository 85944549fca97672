import { after, type NextRequest } from "next/server";
import { clientKey, LIMITS, rateLimiter, retryAfterSeconds } from "@/lib/cache/rate-limit";
import { jsonError, jsonOk, SEARCH_CACHE_CONTROL } from "@/lib/search/http";
import { parseSearchParams } from "@/lib/search/params";
import { runSearch } from "@/lib/search/service";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

/**
 * GET /api/search?q=<text>&locale=<th|en>&limit=<1..20>&page=<1..> → { query, locale, total, page, results }: page
 * `page` of the results best first, and how many match in all (a page past the last answers the first).
 */
export async function GET(request: NextRequest) {
  const parsed = parseSearchParams(request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);

  // One budget with the results page (middleware.ts), keyed on the real client (lib/http/client-ip.ts).
  const rate = await rateLimiter(LIMITS.search).check(await clientKey(request.headers));
  if (!rate.ok) {
    const retryAfter = String(retryAfterSeconds(rate));
    return jsonError(
      429,
      { code: "rate_limited", message: `too many searches; try again in ${retryAfter} s` },
      { "Retry-After": retryAfter },
    );
  }

  const { response, source, buildId, record } = await runSearch(parsed.data);
  after(record);
  return jsonOk(response, SEARCH_CACHE_CONTROL, { "X-Search-Index": `${source} ${buildId}` });
}

const refuse = methodNotAllowed("GET, HEAD");
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
