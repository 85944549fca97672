import { NO_SNIFF } from "../security/headers";
import { CACHE_CONTROL } from "./cache-control";

/**
 * The one shape of an API error, on every route and in nginx's own refusals: `{ "error": { "code", "message" } }`
 * with a JSON content type, never cached unless the caller says so. `code` is for programs (stable, snake_case);
 * `message` is for the person reading the response, and never echoes the request. <, > and & are written as \u
 * escapes, so no byte of a JSON answer can be read as markup by anything that sniffs it.
 */
export const safeJson = (body: unknown) =>
  JSON.stringify(body).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

export const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", [NO_SNIFF.key]: NO_SNIFF.value };

export type ApiErrorBody = { code: string; message: string; [detail: string]: unknown };

/** The body of an API error, as text: what apiError sends, and what the build writes into nginx's refusals. */
export const apiErrorBody = (error: ApiErrorBody): string => safeJson({ error });

export function apiError(status: number, error: ApiErrorBody, headers: Record<string, string> = {}): Response {
  return new Response(apiErrorBody(error), {
    status,
    headers: { ...JSON_HEADERS, "Cache-Control": CACHE_CONTROL.noStore, ...headers },
  });
}
