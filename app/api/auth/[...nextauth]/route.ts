import type { NextRequest } from "next/server";
import { expiring, withoutBadAuthCookies } from "@/lib/auth/auth-cookies";
import { handlers } from "@/lib/auth/config";
import { authConfigured } from "@/lib/auth/env";
import { RENEW_ALLOW, RENEW_PATH } from "@/lib/auth/paths";
import { renewal } from "@/lib/auth/renewal";
import { ALLOW } from "@/lib/http/allow";
import { apiError } from "@/lib/http/api-error";
import { CACHE_CONTROL } from "@/lib/http/cache-control";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

/**
 * Auth.js's endpoints (spec section 7: session, csrf, providers, signin, callback, signout, _log). Without the
 * AUTH_* variables they answer 404 instead of Auth.js's configuration error, and /api/auth/session answers null.
 */
function notConfigured(request: NextRequest) {
  if (request.nextUrl.pathname.endsWith("/session"))
    return Response.json(null, { headers: { "Cache-Control": CACHE_CONTROL.noStore } });
  return apiError(404, { code: "not_configured", message: "Staff sign-in is not configured on this server." });
}

/**
 * Auth.js's own cookies with values it cannot use (a callback-url that is not a URL) are taken off the request first,
 * and expired in the answer: Auth.js answered them with a 500 (lib/auth/auth-cookies.ts).
 */
async function answer(request: NextRequest, handler: (request: NextRequest) => Promise<Response>) {
  if (!authConfigured()) return notConfigured(request);
  const clean = withoutBadAuthCookies(request);
  return expiring(await handler(clean.request), clean.dropped);
}

/**
 * GET /api/auth/renew?to=<a staff page> is ours, not an action of Auth.js: a staff page sends the browser there when its
 * cookies need writing, which a page cannot do (lib/auth/renewal.ts). It is Auth.js's session read with the cookies
 * written, so it lives beside Auth.js's endpoints: a route of its own made Turbopack emit Auth.js again for it alone
 * (≈54 KiB gzip more in the Worker, docs/edge.md).
 */
export const GET = (request: NextRequest) =>
  request.nextUrl.pathname === RENEW_PATH ? renewal(request) : answer(request, handlers.GET);
// Every method the renewal refuses names its one list, as nginx's 405 for it does (scripts/build/nginx-conf.ts).
const refuseRenewal = methodNotAllowed(RENEW_ALLOW);
export const POST = (request: NextRequest) =>
  request.nextUrl.pathname === RENEW_PATH ? refuseRenewal() : answer(request, handlers.POST);

const refuse = methodNotAllowed(ALLOW.readAndPost);
const refuseAt = (request: NextRequest) => (request.nextUrl.pathname === RENEW_PATH ? refuseRenewal() : refuse());
export { refuseAt as PUT, refuseAt as PATCH, refuseAt as DELETE, refuseAt as OPTIONS };
