import { siteUrl } from "@/lib/site-url";

/**
 * Whether a POST comes from another site's page (a forged form or script). Browsers send Origin on every POST, and
 * Sec-Fetch-Site too: either naming another site refuses it. The site's origin is the request's own (what the browser
 * used) or SITE_URL's (behind a proxy that rewrites Host). A request with neither header (curl, a test) is no forgery
 * of a visitor's browser.
 */
export function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  return origin !== null && origin !== new URL(request.url).origin && origin !== siteUrl().origin;
}
