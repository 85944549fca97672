/**
 * Pages are read-only: every method but GET and HEAD gets a 405 here, server-action requests (a `Next-Action`
 * header, from any origin, with any body) included. The site has no server actions: its forms post to route
 * handlers under /api/staff, which read and check their own bodies. Refused here, before Next decodes an action
 * request it cannot serve (a foreign Origin or malformed arguments made it answer 500), and without reading the body.
 * Here and not at the front, where files' methods are refused (lib/http/front-refusals.ts): a post to an old address
 * gets its 308 first (legacy-redirects.ts), which only the routing knows; and nginx can refuse a method only before it
 * reads the body, where a post over its body limit is answered 413, too large, as it is now.
 */
import type { NextRequest } from "next/server";
import { ALLOW, isReadMethod } from "../http/allow";
import { apiError } from "../http/api-error";

export function refuseMethods(request: NextRequest): Response | undefined {
  if (isReadMethod(request.method)) return undefined;
  return apiError(
    405,
    { code: "method_not_allowed", message: "Pages answer GET and HEAD only." },
    { Allow: ALLOW.read },
  );
}
