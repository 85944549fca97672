/**
 * The page Content-Security-Policy, set on every answer but the API's (which next.config.ts gives API_CSP).
 * next.config.ts's headers are fixed at build; this policy names the identity provider that signing in redirects a
 * form post to (form-action), which is known only from the running server's environment (issue 16: without
 * JavaScript, sign-in is a plain form post, and a build-time policy blocked its redirect).
 */
import type { NextRequest } from "next/server";
import { pageCsp } from "../security/headers";

export function withSecurityHeaders(request: NextRequest, response: Response): Response {
  if (!request.nextUrl.pathname.startsWith("/api/")) response.headers.set("Content-Security-Policy", pageCsp());
  return response;
}
