import type { NextFetchEvent, NextRequest } from "next/server";
import { collectionQuery } from "./lib/middleware/collection-query";
import { intl } from "./lib/middleware/intl";
import { legacyRedirects } from "./lib/middleware/legacy-redirects";
import { notFound } from "./lib/middleware/not-found";
import { refuseBadPaths } from "./lib/middleware/refuse-bad-paths";
import { refuseMethods } from "./lib/middleware/refuse-methods";
import { searchLimit } from "./lib/middleware/search-limit";
import { withPagePolicy, withSecurityHeaders } from "./lib/middleware/security-headers";
import { servedFiles } from "./lib/middleware/served-files";
import { staffGuard } from "./lib/middleware/staff-guard";
import { firstAnswer, type Step } from "./lib/middleware/step";

/**
 * Runs on the edge, for every request the matcher below sends. Each step answers the request or passes it on; the
 * first answer wins, and what none answers is routed by next-intl. The order matters: files and bad paths before
 * page routing, redirects before the method check (a 308 keeps the method), the 404 before the staff guard.
 */
const steps: readonly Step[] = [
  refuseBadPaths, // malformed percent-encoding under /api and /_next: 400, not Next's 500
  servedFiles, // public/ files, metadata routes, the API the matcher sends: through, GET and HEAD only
  legacyRedirects, // /th/..., other cases and aliases of registry paths: 308 to the spec's spelling
  refuseMethods, // pages answer GET and HEAD; server actions only with a sound form body
  collectionQuery, // a list's ?page= / ?year=: 307 to its prerendered path
  notFound, // unknown paths: the localized static 404 page
  staffGuard, // staff pages: signed-in staff only
  searchLimit, // the results page: a valid query, within the per-client budget
];

export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  // A page rendered per request gets its CSP nonce first: the steps that pass it on must carry it to Next.
  const page = await withPagePolicy(request);
  const response = (await firstAnswer(steps, page.request, event)) ?? intl(page.request);
  return withSecurityHeaders(page, response);
}

export const config = {
  // Everything but API routes, Next internals and Vercel's: page paths with a dot (`/wp-login.php`, `/index.html`,
  // `/..%2fpackage.json`) come through too, so they get the localized 404 page like any unknown path, not Next's
  // empty error document; the files served by name come through for their method check (served-files.ts knows
  // them from public/ and app/ at build time). Of the API, only the prerendered routes (methods), and any path under
  // /api or /_next with a percent sign (encoding).
  matcher: [
    "/((?!api(?:/|$)|_next/|_vercel/).*)",
    "/api/og/:path*",
    "/api/health",
    "/api/file/pdf/:path*",
    "/((?:api|_next)/.*%.*)",
  ],
};
