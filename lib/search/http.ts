// The search API's HTTP answers: the JSON body of a result and of an error. No searching here
// (service.ts runs a search); the error shape is the site's one (lib/http/api-error.ts).
import { apiError, JSON_HEADERS, safeJson } from "../http/api-error";
import { CACHE_CONTROL } from "../http/cache-control";
import type { ParamError } from "./params";

/** The search API's and the legacy list's cache lifetimes (lib/http/cache-control.ts says why). */
export const SEARCH_CACHE_CONTROL = CACHE_CONTROL.searchApi;
export const LIST_CACHE_CONTROL = CACHE_CONTROL.searchList;

/** The site's API error (lib/http/api-error.ts); a 400 for a bad query is the same for everyone, so it is cached. */
export function jsonError(status: number, error: ParamError, headers: Record<string, string> = {}): Response {
  return apiError(status, error, {
    ...(status === 400 ? { "Cache-Control": CACHE_CONTROL.badQuery } : {}),
    ...headers,
  });
}

export function jsonOk(body: unknown, cacheControl: string, headers: Record<string, string> = {}): Response {
  return new Response(safeJson(body), { headers: { ...JSON_HEADERS, "Cache-Control": cacheControl, ...headers } });
}
