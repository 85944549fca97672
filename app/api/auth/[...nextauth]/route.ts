import type { NextRequest } from "next/server";
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

export function GET(request: NextRequest) {
  return authConfigured() ? handlers.GET(request) : notConfigured(request);
}

export function POST(request: NextRequest) {
  return authConfigured() ? handlers.POST(request) : notConfigured(request);
}

const refuse = methodNotAllowed(ALLOW.readAndPost);
export { refuse as PUT, refuse as PATCH, refuse as DELETE };
