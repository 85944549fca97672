/**
 * Pages are read-only: every method but GET and HEAD gets a 405 here, server-action requests (a `Next-Action`
 * header, from any origin, with any body) included. The site has no server actions: its forms post to route
 * handlers under /api/staff, which read and check their own bodies. Refused here, before Next decodes an action
 * request it cannot serve (a foreign Origin or malformed arguments made it answer 500), and without reading the body.
 */
import type { NextRequest } from "next/server";
import { ALLOW } from "../http/allow";
import { apiError } from "../http/api-error";
import { isReadOnly } from "./respond";

export function refuseMethods(request: NextRequest): Response | undefined {
  if (isReadOnly(request)) return undefined;
  return apiError(
    405,
    { code: "method_not_allowed", message: "Pages answer GET and HEAD only." },
    { Allow: ALLOW.read },
  );
}
