import type { NextRequest } from "next/server";
import { expiring, withoutBadAuthCookies } from "@/lib/auth/auth-cookies";
import { handlers } from "@/lib/auth/config";
import { authConfigured } from "@/lib/auth/env";
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

export const GET = (request: NextRequest) => answer(request, handlers.GET);
export const POST = (request: NextRequest) => answer(request, handlers.POST);

const refuse = methodNotAllowed(ALLOW.readAndPost);
export { refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
