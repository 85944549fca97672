import { siteUrl } from "@/lib/site-url";

/**
 * Whether a POST comes from another site's page (a forged form or script). Browsers send Origin on every POST, and
 * Sec-Fetch-Site too: either naming another site refuses it. The site's origin is the request's own (what the browser
 * used, as the URL or the Host header) or SITE_URL's (behind a proxy that rewrites Host). A request with neither
 * header (curl, a test) is no forgery of a visitor's browser.
 */
export function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && !sameHost(origin, request) && origin !== siteUrl().origin;
}

/**
 * Whether Origin names the host the browser asked for (its Host header). Behind a proxy, Next.js sees its own
 * address in the request's URL; the proxy passes the visitor's Host on (deploy/nginx), and a page of another site
 * cannot make a browser send this site's Host.
 */
function sameHost(origin: string, request: Request): boolean {
  const host = request.headers.get("host");
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
