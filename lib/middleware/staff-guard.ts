/**
 * Staff pages pass the staff guard: a visitor not signed in goes to the sign-in page, one who is not staff to the
 * not-authorised page; the pages check the session again on the server. Without the AUTH_* variables /staff just says
 * sign-in is not configured: nothing to guard.
 */
import type { Session } from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { withoutBadAuthCookies } from "../auth/auth-cookies";
import { auth } from "../auth/config";
import { authConfigured, SESSION_MAX_AGE_SECONDS } from "../auth/env";
import { HINT_COOKIE } from "../auth/hint";
import { isProtectedStaffPath, isStaffPath, NOT_AUTHORISED_PATH, SIGN_IN_PATH } from "../auth/paths";
import { sessionStatus } from "../auth/staff";
import { defaultLocale, localizedPath, splitLocale } from "../../i18n/locales";
import { intl } from "./intl";

export function staffGuard(request: NextRequest, event: NextFetchEvent): Response | undefined | Promise<Response> {
  if (!isStaffPath(request.nextUrl.pathname) || !authConfigured()) return undefined;
  if (isProtectedStaffPath(request.nextUrl.pathname)) return withSession(request, event);
  const localized = localizedErrorPage(request);
  return localized ? NextResponse.redirect(localized) : undefined;
}

/**
 * A protected staff page's answer for a session: the page for staff (and the hint cookie that a session exists),
 * else the not-authorised page, or the sign-in page with the way back (and "expired" when a session existed).
 * `routed` is the request as Next received it: the page is routed on it, because Auth.js hands `request` over with
 * AUTH_URL's origin, and a rewrite to another origin than the server's own is proxied by Next as an external URL
 * (behind nginx, back through the middleware, whose `/th/...` redirect made a loop).
 */
export function staffAnswer(request: NextRequest, session: Session | null, routed: NextRequest = request): Response {
  const status = sessionStatus(session);
  const { locale } = splitLocale(request.nextUrl.pathname);
  const hinted = request.cookies.has(HINT_COOKIE);

  if (status === "staff") {
    const response = intl(routed);
    if (!hinted)
      response.cookies.set(HINT_COOKIE, "1", { path: "/", sameSite: "lax", maxAge: SESSION_MAX_AGE_SECONDS });
    return response;
  }
  const url = request.nextUrl.clone();
  url.search = "";
  if (status === "denied") {
    url.pathname = localizedPath(locale, NOT_AUTHORISED_PATH);
  } else {
    url.pathname = localizedPath(locale, SIGN_IN_PATH);
    url.searchParams.set("callbackUrl", `${request.nextUrl.pathname}${request.nextUrl.search}`);
    // The hint says a session existed: it has expired (or was refused), which deserves its own message.
    if (status === "expired" || hinted) url.searchParams.set("reason", "expired");
  }
  const response = NextResponse.redirect(url);
  if (hinted) response.cookies.delete(HINT_COOKIE);
  return response;
}

type Middleware = (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

/**
 * Auth.js's `auth()` wrapper reads (and, after a token refresh, rewrites) the session cookie. It is handed the request
 * without Auth.js's cookies of unusable values (a callback-url that is not a URL made it read no session at all).
 */
const withSession: Middleware = (request, event) =>
  (auth((authed) => staffAnswer(authed, authed.auth as Session | null, request)) as unknown as Middleware)(
    withoutBadAuthCookies(request).request,
    event,
  );

/**
 * Auth.js sends sign-in errors to the one page it knows, the default language's `/staff/sign-in`. When the sign-in
 * began from a page in another language (Auth.js keeps that in its callback-url cookie), show that language's page.
 */
export function localizedErrorPage(request: NextRequest): URL | undefined {
  if (request.nextUrl.pathname !== SIGN_IN_PATH || !request.nextUrl.searchParams.has("error")) return undefined;
  const callback =
    request.cookies.get("__Secure-authjs.callback-url")?.value ?? request.cookies.get("authjs.callback-url")?.value;
  if (!callback) return undefined;
  let locale;
  try {
    locale = splitLocale(new URL(callback, request.nextUrl.origin).pathname).locale;
  } catch {
    return undefined;
  }
  if (locale === defaultLocale) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = localizedPath(locale, SIGN_IN_PATH);
  return url;
}
