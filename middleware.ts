import type { NextFetchEvent, NextRequest } from "next/server";
import { collectionQuery } from "./lib/middleware/collection-query";
import { intl } from "./lib/middleware/intl";
import { legacyRedirects } from "./lib/middleware/legacy-redirects";
import { notFound } from "./lib/middleware/not-found";
import { refuseMethods } from "./lib/middleware/refuse-methods";
import { searchApiLimit, searchLimit } from "./lib/middleware/search-limit";
import { withPagePolicy, withSecurityHeaders } from "./lib/middleware/security-headers";
import { servedFiles } from "./lib/middleware/served-files";
import { firstAnswer, type Step } from "./lib/middleware/step";

/**
 * Why `middleware.ts` and not Next 16's `proxy.ts`: a proxy always runs on Node.js, and OpenNext's Cloudflare adapter,
 * which builds the edge deployment, only builds edge middleware ("Node.js middleware is not currently supported").
 * Next 16 still runs `middleware.ts` (with a deprecation notice at build). Do not run the middleware-to-proxy codemod
 * until the adapter builds a proxy: it would break `npm run build:edge` (docs/upgrading.md).
 *
 * Runs on the edge, for every request the matcher below sends. Each step answers the request or passes it on; the
 * first answer wins, and what none answers is routed by next-intl. The order matters: files before page routing,
 * redirects before the method check (a 308 keeps the method). What the front refuses
 * before the app (malformed paths under /api and /_next, other methods on files) never comes here:
 * lib/http/front-refusals.ts, and docs/architecture.md for where each of the middleware's old jobs went.
 */
const steps: readonly Step[] = [
  searchApiLimit, // the search API: within the per-client budget it shares with the results page
  servedFiles, // public/ files, metadata routes, the search API: through, without page routing
  legacyRedirects, // /th/..., other cases and aliases of registry paths: 308 to the spec's spelling
  refuseMethods, // pages answer GET and HEAD only: the site has no server actions
  collectionQuery, // a list's ?page= / ?year=: 307 to its prerendered path
  // Unknown paths: the localized static 404 page. It stays here: Next 16 answers a path the catch-all did not build
  // with its one root 404 document, not the localized page (the findings are in not-found.ts).
  notFound,
  searchLimit, // the results page: a valid query, within the per-client budget it shares with the API
];

export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  // A page rendered per request gets its CSP nonce first: the steps that pass it on must carry it to Next.
  const pagePolicy = await withPagePolicy(request);
  const response = (await firstAnswer(steps, pagePolicy.request, event)) ?? intl(pagePolicy.request);
  return withSecurityHeaders(pagePolicy, response);
}

export const config = {
  // Everything but API routes, Next internals and Vercel's: page paths with a dot (`/wp-login.php`, `/index.html`,
  // `/..%2fpackage.json`) come through too, so they get the localized 404 page like any unknown path, not Next's
  // empty error document; the files served by name come through to skip page routing and get their policy
  // (served-files.ts knows them from public/ and app/ at build time). Of the API, only the search API: its budget is
  // one with the results page's, counted here (search-limit.ts says why here).
  matcher: ["/((?!api(?:/|$)|_next/|_vercel/).*)", "/api/search"],
};
