/**
 * The results page (/search?q=...) checks its query before it renders. A search the API would refuse (over 100
 * characters, control characters) answers 400; the page still renders and says why. An empty q is the plain search
 * page. The page runs a search like the API does, so it shares the API's budget per client (issue 18): over it, the
 * page renders without the query (no search, nothing counted) and says why, with a 429.
 */
import { NextResponse, type NextRequest } from "next/server";
import { clientKey, LIMITS, rateLimiter, retryAfterSeconds } from "../cache/rate-limit";
import { splitLocale } from "../../i18n/locales";
import { querySchema } from "../search/params";
import { intl } from "./intl";

const SEARCH_PAGE = "/search";

export async function searchLimit(request: NextRequest): Promise<Response | undefined> {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  if (path !== SEARCH_PAGE) return undefined;
  const q = request.nextUrl.searchParams.get("q")?.trim();
  if (!q) return undefined;
  if (!querySchema.safeParse(q).success) return new NextResponse(null, { status: 400, headers: intl(request).headers });

  const rate = await rateLimiter(LIMITS.search).check(await clientKey(request.headers));
  if (rate.ok) return undefined;
  const url = request.nextUrl.clone();
  // The internal route always carries the locale segment (app/[locale]/search), the default's too.
  url.pathname = `/${locale}${SEARCH_PAGE}`;
  url.search = "?limited=1";
  // The request's headers go on: they carry the page's CSP nonce (security-headers.ts).
  const response = NextResponse.rewrite(url, { status: 429, request: { headers: request.headers } });
  response.headers.set("Retry-After", String(retryAfterSeconds(rate)));
  response.headers.set("Cache-Control", "no-store");
  return response;
}
