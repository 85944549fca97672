import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import type { Session } from "next-auth";
import { auth } from "./auth";
import { routing } from "./i18n/routing";
import { authConfigured, SESSION_MAX_AGE_SECONDS } from "./lib/auth/env";
import { HINT_COOKIE } from "./lib/auth/hint";
import { apiError } from "./lib/http/api-error";
import { methodNotAllowed } from "./lib/http/method-not-allowed";
import { checkServerActionBody } from "./lib/http/server-action-body";
import { clientKey, LIMITS, rateLimiter, retryAfterSeconds } from "./lib/cache/rate-limit";
import { isProtectedStaffPath, isStaffPath, NOT_AUTHORISED_PATH, SIGN_IN_PATH } from "./lib/auth/paths";
import { sessionStatus } from "./lib/auth/staff";
import { localizedPath, splitLocale } from "./lib/locale-path";
import { canonicalPath, isServedPath } from "./lib/routes";
import { querySchema } from "./lib/search/params";
import { pageCsp } from "./lib/security/headers";

const intl = createIntlMiddleware(routing);
/** The prerendered API routes and the PDFs answer only GET and HEAD (see the matcher). */
const refuseApiMethod = methodNotAllowed("GET, HEAD");

/**
 * Runs on the edge. Before next-intl's routing: `/th/...` and the misspelt or lower-case variants of registry paths
 * redirect permanently (308), so bookmarks and shared links land on the one spelling the spec gives.
 * Staff pages pass the staff guard first (issue 7); the pages check the session again on the server.
 */
export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  const response = await route(request, event);
  // next.config.ts's headers are fixed at build; the policy names the identity provider that signing in redirects a
  // form post to (form-action), which is known only from the running server's environment (issue 16: without
  // JavaScript, sign-in is a plain form post, and a build-time policy blocked its redirect).
  if (!request.nextUrl.pathname.startsWith("/api/")) response.headers.set("Content-Security-Policy", pageCsp());
  return response;
}

async function route(request: NextRequest, event: NextFetchEvent): Promise<Response> {
  const { pathname } = request.nextUrl;
  const readOnly = request.method === "GET" || request.method === "HEAD";

  // Malformed percent-encoding (`/api/%ZZ`, `/_next/%E0%B8`): Next would answer 500 where it decodes the path.
  // The matcher sends such paths under /api and /_next here; pages get their localized 404 further down.
  if (!decodable(pathname) && (pathname.startsWith("/api/") || pathname.startsWith("/_next/"))) {
    return pathname.startsWith("/api/")
      ? apiError(400, { code: "bad_path", message: "The path is not valid percent-encoding." })
      : plain(400, "400 Bad Request: the path is not valid percent-encoding.\n");
  }

  // Files served by name (and the prerendered API routes: social cards, health): Next would serve them to any
  // method, and answers other methods with a 500 for public files. A route exporting handlers for other methods is
  // no longer prerendered, so the refusal is made here.
  if (STATIC_FILES.test(pathname) || pathname.startsWith("/api/")) {
    if (readOnly || !(STATIC_FILES.test(pathname) || PRERENDERED_API.test(pathname))) return NextResponse.next();
    return pathname.startsWith("/api/") ? refuseApiMethod() : plain(405, "405 Method Not Allowed: files answer GET and HEAD only.\n", { Allow: "GET, HEAD" });
  }

  if (pathname === "/th" || pathname.startsWith("/th/")) {
    return permanent(request, pathname.slice(3) || "/");
  }

  const isEnglish = pathname === "/en" || pathname.startsWith("/en/");
  const path = isEnglish ? pathname.slice(3) || "/" : pathname;
  const canonical = canonicalPath(path);
  if (canonical) return permanent(request, isEnglish ? `/en${canonical === "/" ? "" : canonical}` : canonical);

  // Pages are read-only; the only posts to a page are the staff pages' server actions. With JavaScript they carry
  // Next-Action; without it, the browser posts the sign-in and sign-out forms as plain multipart forms (issue 16).
  if (!readOnly && !isServerAction(request, pathname)) {
    return plain(405, "405 Method Not Allowed: pages answer GET and HEAD only.\n", { Allow: "GET, HEAD" });
  }
  // A server action's body is checked before Next decodes it: a form, bounded, complete (issue 18: a non-form or
  // truncated body made Next answer 500).
  if (!readOnly) {
    const refusal = await checkServerActionBody(request);
    if (refusal) return plain(refusal.status, `${refusal.status} ${refusal.message}\n`);
  }

  // Unknown paths get the static 404 page of their language, with a 404 status: complete HTML, no per-request render.
  if (!isServedPath(path) || !decodable(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${isEnglish ? "en" : "th"}/page-not-found`;
    return NextResponse.rewrite(url, { status: 404 });
  }

  // Without the AUTH_* variables /staff just says sign-in is not configured: nothing to guard.
  if (isStaffPath(pathname) && authConfigured()) {
    if (isProtectedStaffPath(pathname)) return staffGuard(request, event);
    const english = englishErrorPage(request);
    if (english) return NextResponse.redirect(english);
  }

  // A search the API would refuse (over 100 characters, control characters) answers 400; the results page still
  // renders and says why. An empty q is the plain search page.
  const q = path === "/search" ? request.nextUrl.searchParams.get("q")?.trim() : undefined;
  if (q && !querySchema.safeParse(q).success) {
    return new NextResponse(null, { status: 400, headers: intl(request).headers });
  }
  // The results page runs a search like the API does, so it shares the API's budget per client (issue 18). Over
  // it, the page renders without the query (no search, nothing counted) and says why, with a 429.
  if (q) {
    const rate = await rateLimiter(LIMITS.search).check(await clientKey(request.headers));
    if (!rate.ok) {
      const url = request.nextUrl.clone();
      url.pathname = `/${isEnglish ? "en" : "th"}/search`;
      url.search = "?limited=1";
      const response = NextResponse.rewrite(url, { status: 429 });
      response.headers.set("Retry-After", String(retryAfterSeconds(rate)));
      response.headers.set("Cache-Control", "no-store");
      return response;
    }
  }

  return intl(request);
}

/** Auth.js's `auth()` wrapper reads (and, after a token refresh, rewrites) the session cookie. */
const staffGuard = auth((request) => {
  const status = sessionStatus(request.auth as Session | null);
  const { locale } = splitLocale(request.nextUrl.pathname);
  const hinted = request.cookies.has(HINT_COOKIE);

  if (status === "staff") {
    const response = intl(request);
    if (!hinted) response.cookies.set(HINT_COOKIE, "1", { path: "/", sameSite: "lax", maxAge: SESSION_MAX_AGE_SECONDS });
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
}) as unknown as (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

/**
 * Auth.js sends sign-in errors to the one page it knows, the Thai `/staff/sign-in`. When the sign-in began from an
 * English page (Auth.js keeps that in its callback-url cookie), show the English page instead.
 */
function englishErrorPage(request: NextRequest): URL | undefined {
  if (request.nextUrl.pathname !== SIGN_IN_PATH || !request.nextUrl.searchParams.has("error")) return undefined;
  const callback = request.cookies.get("__Secure-authjs.callback-url")?.value ?? request.cookies.get("authjs.callback-url")?.value;
  if (!callback) return undefined;
  try {
    if (splitLocale(new URL(callback, request.nextUrl.origin).pathname).locale !== "en") return undefined;
  } catch {
    return undefined;
  }
  const url = request.nextUrl.clone();
  url.pathname = localizedPath("en", SIGN_IN_PATH);
  return url;
}

function isServerAction(request: NextRequest, pathname: string): boolean {
  if (request.headers.has("next-action")) return true;
  const type = request.headers.get("content-type") ?? "";
  return request.method === "POST" && isStaffPath(pathname) && type.toLowerCase().startsWith("multipart/form-data");
}

/** Files served by name, from public/ or prerendered: GET and HEAD only. */
const STATIC_FILES = /^\/(?:icon\.svg|framework-boot\.js|robots\.txt|sitemap\.xml|(?:en\/)?feed\.xml)$/;
/** The API paths that are files too: social cards, health, the PDFs in public/api/file/pdf. */
const PRERENDERED_API = /^\/api\/(?:og\/|health$|file\/pdf\/)/;

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function plain(status: number, body: string, headers: Record<string, string> = {}) {
  return new NextResponse(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

function permanent(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Everything but API routes, Next internals and the files the site serves by name. Other paths with a dot
  // (`/wp-login.php`, `/index.html`, `/..%2fpackage.json`) come through too, so they get the localized 404 page
  // like any unknown path, not Next's empty error document. Of the API, only the prerendered routes (methods).
  // The files served by name come here too, for their method check; and any path under /api or /_next with a
  // percent sign, for its encoding check.
  matcher: [
    "/((?!api(?:/|$)|_next/|_vercel/).*)",
    "/api/og/:path*",
    "/api/health",
    "/api/file/pdf/:path*",
    "/((?:api|_next)/.*%.*)",
  ],
};
