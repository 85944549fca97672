/**
 * One search budget per client, counted here for both ways of searching: the results page (/search?q=...) and the
 * API (/api/search). Counted in one place because the middleware and the app do not share memory (under `next start`
 * the middleware runs in a sandbox of its own): with the in-memory default, a count in each gave a client twice the
 * budget. The results page's count must be here, since its 429 is the answer's status, which a page cannot set; so
 * the API's is here too, and not in its route handler.
 *
 * The results page checks its query before it renders: a search the API would refuse (over 100 characters, control
 * characters) answers 400; the page still renders and says why. An empty q is the plain search page. Over the budget,
 * the page renders without the query (no search, nothing counted) and says why, with a 429. The API answers its own
 * 400s (nothing counted); over the budget it gets its JSON 429 here.
 */
import { NextResponse, type NextRequest } from "next/server";
import { isReadMethod } from "../http/allow";
import { CACHE_CONTROL } from "../http/cache-control";
import { clientKey, LIMITS, rateLimiter, retryAfterSeconds } from "../cache/rate-limit";
import { splitLocale } from "../../i18n/locales";
import { jsonError } from "../search/http";
import { SEARCH_PATH } from "../routes";
import { parseSearchParams, querySchema } from "../search/params";
import { intl } from "./intl";
import { COUNT_SEARCH, SEARCH_API, type SearchCounter } from "../search/edge-counter";

/** One search from the client that sent these headers: counted, and whether it is within the budget. */
const countSearchFrom = async (headers: Headers) => rateLimiter(LIMITS.search).check(await clientKey(headers));

/**
 * On workerd the Worker's front (scripts/edge/search-cache.mjs) answers a repeated API search from the platform's
 * cache, before Next runs, and counts it through this function, so a cached answer spends the same budget. It is
 * handed over once the middleware has counted a search itself: by then the isolate's environment (the proxy hops, the
 * hash secret, Upstash) is in place. Handed from here, the one place searches are counted: a counter of the front's
 * own would be a second copy of the rate limiter and Upstash's client in the Worker, and a second budget in memory.
 */
const shared = globalThis as typeof globalThis & { [COUNT_SEARCH]?: SearchCounter };

async function countSearch(request: NextRequest) {
  const rate = await countSearchFrom(request.headers);
  shared[COUNT_SEARCH] ??= async (headers) => (await countSearchFrom(headers)).ok;
  return rate;
}

export async function searchApiLimit(request: NextRequest): Promise<Response | undefined> {
  if (request.nextUrl.pathname !== SEARCH_API || !isReadMethod(request.method)) return undefined;
  if (!parseSearchParams(request.nextUrl.searchParams).ok) return undefined;
  const rate = await countSearch(request);
  if (rate.ok) return undefined;
  const retryAfter = String(retryAfterSeconds(rate));
  return jsonError(
    429,
    { code: "rate_limited", message: `too many searches; try again in ${retryAfter} s` },
    { "Retry-After": retryAfter },
  );
}

export async function searchLimit(request: NextRequest): Promise<Response | undefined> {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  if (path !== SEARCH_PATH) return undefined;
  const q = request.nextUrl.searchParams.get("q")?.trim();
  if (!q) return undefined;
  if (!querySchema.safeParse(q).success) return new NextResponse(null, { status: 400, headers: intl(request).headers });

  const rate = await countSearch(request);
  if (rate.ok) return undefined;
  const url = request.nextUrl.clone();
  // The internal route always carries the locale segment (app/[locale]/search), the default's too.
  url.pathname = `/${locale}${SEARCH_PATH}`;
  url.search = "?limited=1";
  // The request's headers go on: they carry the page's CSP nonce (security-headers.ts).
  const response = NextResponse.rewrite(url, { status: 429, request: { headers: request.headers } });
  response.headers.set("Retry-After", String(retryAfterSeconds(rate)));
  response.headers.set("Cache-Control", CACHE_CONTROL.noStore);
  return response;
}
