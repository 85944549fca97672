/**
 * The renewal's answer (GET /api/auth/renew, app/api/auth/[...nextauth]/route.ts): the cookies a staff page's own
 * answer cannot carry, written on the way to it. Auth.js's session cookie is rolled forward, with its tokens refreshed when due, or cleared when the
 * session is over; the hint cookie is set for staff, or dropped once the sign-in page is told the session expired;
 * Auth.js's cookies of unusable values are expired. Then on to the page, or wherever the session now sends the
 * visitor (./destination.ts).
 */
import { NextResponse, type NextRequest } from "next/server";
import { splitLocale } from "../../i18n/locales";
import { CACHE_CONTROL } from "../http/cache-control";
import { expiredCookies } from "./auth-cookies";
import { staffDestination } from "./destination";
import { authConfigured, HINT_COOKIE_OPTIONS } from "./env";
import { HINT_COOKIE } from "./hint";
import { safeCallbackPath } from "./paths";
import { readSession } from "./session-read";
import { sessionStatus } from "./staff";

export async function renewal(request: NextRequest): Promise<Response> {
  const to = request.nextUrl.searchParams.get("to");
  const { locale } = splitLocale(to?.startsWith("/") ? to.split("?")[0] : "/");
  // Only a staff page of this site; anything else is the staff home.
  const here = safeCallbackPath(to, locale);
  // Without sign-in there is nothing to renew: the page says it is not configured.
  if (!authConfigured()) return redirect(here);
  const read = await readSession(request.headers, "renewal");
  const status = sessionStatus(read.session);
  const hinted = request.cookies.has(HINT_COOKIE);
  const response = redirect(staffDestination(status, { locale, here, hinted }) ?? here);
  // The hint first: `cookies` writes every Set-Cookie it knows again, and it knows none of those appended after it.
  if (status === "staff" && !hinted) response.cookies.set(HINT_COOKIE, "1", HINT_COOKIE_OPTIONS);
  if (status !== "staff" && hinted) response.cookies.delete(HINT_COOKIE);
  for (const cookie of [...read.sessionCookies, ...expiredCookies(read.dropped)])
    response.headers.append("Set-Cookie", cookie);
  return response;
}

/** A redirect to a path of this site, as the browser resolves it: the request's own origin, whatever proxy is before. */
function redirect(path: string): NextResponse {
  return new NextResponse(null, {
    status: 307,
    // Session cookies ride on it: no cache may keep it.
    headers: { Location: path, "Cache-Control": CACHE_CONTROL.privateNoStore },
  });
}
