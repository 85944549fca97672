// The search API's HTTP answers: cache lifetimes, the JSON body of a result and of an error. No searching here
// (service.ts runs a search); the error shape is the site's one (lib/http/api-error.ts).
import { apiError, JSON_HEADERS, safeJson } from "../http/api-error";
import type { ParamError } from "./params";

/**
 * Answers are the same for everyone until the next build, so the edge keeps them: 5 minutes fresh, then served
 * stale for a day while one request refreshes it. Browsers keep them a minute (the live panel repeats queries).
 */
export const SEARCH_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";
/** The legacy list changes only with a build. */
export const LIST_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/** The site's API error (lib/http/api-error.ts); a 400 for a bad query is the same for everyone, so it is cached. */
export function jsonError(status: number, error: ParamError, headers: Record<string, string> = {}): Response {
  return apiError(status, error, {
    ...(status === 400 ? { "Cache-Control": "public, max-age=300, s-maxage=3600" } : {}),
    ...headers,
  });
}

export function jsonOk(body: unknown, cacheControl: string, headers: Record<string, string> = {}): Response {
  return new Response(safeJson(body), { headers: { ...JSON_HEADERS, "Cache-Control": cacheControl, ...headers } });
}
