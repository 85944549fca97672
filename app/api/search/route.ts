import { after, type NextRequest } from "next/server";
import { jsonError, jsonOk, SEARCH_CACHE_CONTROL } from "@/lib/search/http";
import { parseSearchParams } from "@/lib/search/params";
import { runSearch } from "@/lib/search/service";
import { ALLOW } from "@/lib/http/allow";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

/**
 * GET /api/search?q=<text>&locale=<th|en>&limit=<1..20>&page=<1..> → { query, locale, total, page, results }: page
 * `page` of the results best first, and how many match in all (a page past the last answers the first).
 */
export async function GET(request: NextRequest) {
  const parsed = parseSearchParams(request.nextUrl.searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);

  // The per-client budget, one with the results page, is counted before this (lib/middleware/search-limit.ts).

  const { response, buildId, record } = await runSearch(parsed.data);
  after(record);
  return jsonOk(response, SEARCH_CACHE_CONTROL, { "X-Search-Index": buildId });
}

const refuse = methodNotAllowed(ALLOW.read);
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
