import type { AllowList } from "./allow";
import { apiError } from "./api-error";

/**
 * A route handler's answer to a method it does not serve. Left to Next.js, such a request gets a 405 with no body
 * and no Content-Type; API clients get our JSON error shape instead, and the Allow header says what would work.
 * Export it under the refused methods' names: `export { refuse as POST, refuse as PUT }`; `allow` is one of ALLOW.
 */
export function methodNotAllowed(allow: AllowList): () => Response {
  return () =>
    apiError(405, { code: "method_not_allowed", message: `This endpoint answers ${allow} only.` }, { Allow: allow });
}
