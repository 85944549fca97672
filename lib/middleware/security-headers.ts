/**
 * The Content-Security-Policy of every answer the middleware sees (the API's own come from next.config.ts). No page
 * runs an inline script the policy does not name (docs/security.md):
 * - a page rendered per request (lib/routes.ts APP_PAGES, exact paths): a fresh nonce, which Next reads from the
 *   request's CSP header and puts on its own inline scripts, and the boot script's hashes; the identity provider comes
 *   from the running server's environment (without JavaScript, sign-in is a form post that it redirects);
 * - a static page (the registry's pages, the 404 page): nothing here. Each carries its own policy, with the hashes of
 *   its inline scripts, stored with the page at build (scripts/csp/hash-pages.ts); a second policy here would apply
 *   as well, and block them;
 * - files and the middleware's own short answers (redirects, 4xx): the strictest policy.
 */
import { NextRequest } from "next/server";
import { splitLocale } from "../../i18n/locales";
import { isAppPage } from "../routes";
import { bootScriptHashes } from "../security/boot-script-hashes";
import { API_CSP, pageCsp } from "../security/headers";
import { SERVED_FILES } from "./generated/served-files";
import { decodable } from "../http/path-encoding";

const CSP = "Content-Security-Policy";

export type PagePolicy = { request: NextRequest; policy?: string };

/**
 * Exactly the app's own pages: any other path, `/search/x` or a malformed one included, gets a static 404 page
 * (not-found.ts), which carries its own policy.
 */
function isRenderedPage(pathname: string): boolean {
  return decodable(pathname) && isAppPage(splitLocale(pathname).path);
}

function nonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * For a page rendered per request: its policy, and the request again carrying it for Next to read the nonce from.
 * A CSP header the client sent is dropped from the request that next-intl and the steps pass on; the not-found
 * rewrite and served files pass the client's headers as they came, but lead only to prerendered pages and files,
 * which never read a nonce. Either way no answer repeats the client's header: answers take their policy from here or
 * from the build.
 */
export async function withPagePolicy(request: NextRequest): Promise<PagePolicy> {
  const rendered = isRenderedPage(request.nextUrl.pathname);
  if (!rendered && !request.headers.has(CSP)) return { request };
  const headers = new Headers(request.headers);
  headers.delete(CSP);
  if (!rendered) return { request: new NextRequest(request, { headers }) };
  const policy = pageCsp([`'nonce-${nonce()}'`, ...(await bootScriptHashes())]);
  headers.set(CSP, policy);
  return { request: new NextRequest(request, { headers }), policy };
}

/** An answer the middleware passes on to Next (next-intl's routing, a rewrite), rather than gives itself. */
const passesOn = (response: Response) =>
  response.headers.has("x-middleware-next") || response.headers.has("x-middleware-rewrite");

export function withSecurityHeaders({ request, policy }: PagePolicy, response: Response): Response {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return response;
  if (policy) response.headers.set(CSP, policy);
  else if (!passesOn(response) || SERVED_FILES.has(pathname)) response.headers.set(CSP, API_CSP);
  return response;
}
