import { NO_SNIFF } from "../security/headers";

/**
 * The one shape of an API error, on every route: `{ "error": { "code", "message" } }` with a JSON content type, never
 * cached unless the caller says so. `code` is for programs (stable, snake_case); `message` is for the person reading
 * the response, and never echoes the request. <, > and & are written as \u escapes, so no byte of a JSON answer can
 * be read as markup by anything that sniffs it.
 */
export const safeJson = (body: unknown) =>
  JSON.stringify(body).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

export const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", [NO_SNIFF.key]: NO_SNIFF.value };

export type ApiErrorBody = { code: string; message: string; [detail: string]: unknown };

export function apiError(status: number, error: ApiErrorBody, headers: Record<string, string> = {}): Response {
  return new Response(safeJson({ error }), {
    status,
    headers: { ...JSON_HEADERS, "Cache-Control": "no-store", ...headers },
  });
}
