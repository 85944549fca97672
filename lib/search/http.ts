import type { ParamError } from "./params";

/**
 * Answers are the same for everyone until the next build, so the edge keeps them: 5 minutes fresh, then served
 * stale for a day while one request refreshes it. Browsers keep them a minute (the live panel repeats queries).
 */
export const SEARCH_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";
/** The legacy list changes only with a build. */
export const LIST_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/** JSON with <, > and & as \u escapes: the same data, but no byte of it can be read as markup, whatever sniffs it. */
const safeJson = (body: unknown) =>
  JSON.stringify(body).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "X-Content-Type-Options": "nosniff" };

/** A JSON error body `{ error: { code, message } }`; never HTML, never the visitor's input echoed. */
export function jsonError(status: number, error: ParamError, headers: Record<string, string> = {}): Response {
  return new Response(safeJson({ error }), {
    status,
    headers: { ...JSON_HEADERS, "Cache-Control": status === 400 ? "public, max-age=300, s-maxage=3600" : "no-store", ...headers },
  });
}

export function jsonOk(body: unknown, cacheControl: string, headers: Record<string, string> = {}): Response {
  return new Response(safeJson(body), { headers: { ...JSON_HEADERS, "Cache-Control": cacheControl, ...headers } });
}
