import { siteUrl } from "../site-url";

/**
 * The one check of "from this site" (feedback, the staff forms, the staff API): the same scheme, host and port, as
 * the browser's Origin header states them. Browsers send Origin on every POST, and Sec-Fetch-Site too: either naming
 * another site refuses it. A request with neither header (curl, a test) is no forgery of a visitor's browser.
 */

/** An origin as scheme, host and port (URL's own form: lower-case host, a scheme's default port left out). */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Whether `origin` is exactly one of `siteOrigins`: scheme, host and port alike. */
export function sameOrigin(origin: string, siteOrigins: readonly string[]): boolean {
  const own = originOf(origin);
  return own !== undefined && siteOrigins.some((site) => originOf(site) === own);
}

/** Whether a browser's request names another site than `siteOrigins` (Sec-Fetch-Site, then Origin). */
export function crossSite(headers: Headers, siteOrigins: readonly string[]): boolean {
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = headers.get("origin");
  return origin !== null && !sameOrigin(origin, siteOrigins);
}

/**
 * The origin the browser used, from the Host header and the scheme the proxy in front saw (deploy/nginx replaces
 * X-Forwarded-Proto; a browser's cross-site request cannot set it), else SITE_URL's. Behind a proxy, Next.js sees its
 * own address in the request's URL, so that is never read.
 */
function browserOrigin(request: Request): string | undefined {
  const host = request.headers.get("host");
  if (!host) return undefined;
  const scheme = request.headers.get("x-forwarded-proto")?.split(",")[0].trim() || siteUrl().protocol;
  return `${scheme.replace(/:$/, "")}://${host}`;
}

/**
 * Whether a POST comes from another site's page (a forged form or script). The site's own origins: SITE_URL's (its
 * public address, as built), and the one the browser used (browserOrigin: the Host it named, through nginx). Never the
 * request's URL: behind nginx that is the address Next.js listens on, and a page served from there is not this site.
 */
export function fromAnotherSite(request: Request): boolean {
  const origins = [siteUrl().origin, browserOrigin(request)];
  return crossSite(
    request.headers,
    origins.filter((o): o is string => o !== undefined),
  );
}
