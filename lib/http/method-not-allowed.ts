import type { AllowList } from "./allow";
import { apiError } from "./api-error";

/**
 * A route handler's answer to a method it does not serve. Left to Next.js, such a request gets a 405 with no body
 * and no Content-Type; API clients get our JSON error shape instead, and the Allow header says what would work.
 * Export it under the refused methods' names, OPTIONS among them: `export { refuse as POST, refuse as OPTIONS }`;
 * `allow` is one of ALLOW. A method a route does not export is answered by Next.js itself: OPTIONS with an Allow of
 * every method the file exports, refusals included, and the others with a bare 405. The site serves no cross-origin
 * requests, so OPTIONS is refused like any other method a route does not serve, with the route's own Allow.
 */
export function methodNotAllowed(allow: AllowList): () => Response {
  return () =>
    apiError(405, { code: "method_not_allowed", message: `This endpoint answers ${allow} only.` }, { Allow: allow });
}
