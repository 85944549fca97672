/**
 * The public origin used in absolute URLs (canonical, Open Graph, sitemap). Spec: "when the SEO data has no url,
 * the current path on a development host of the product is used"; SITE_URL names the real host in production.
 *
 * One SITE_URL for build and run: prerendered pages carry the build's, so pages rendered per request (search
 * results) use the build's too, whatever the environment says at run time; and the server refuses to start when
 * SITE_URL at run time names another origin (lib/site-url-check.ts, from instrumentation.ts).
 */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * SITE_URL as it was when this code was built: next.config.ts puts it in `env`, which Next writes into the compiled
 * code, so it travels with the build (also into a Worker, which has no build files to read). "" when the build had
 * none (its pages then say DEFAULT_SITE_URL); undefined in code Next did not build (unit tests, scripts), which
 * reads SITE_URL from its environment.
 */
export function buildSiteUrl(): string | undefined {
  return process.env.BUILD_SITE_URL;
}

export function siteUrl(): URL {
  return new URL(buildSiteUrl() || process.env.SITE_URL || DEFAULT_SITE_URL);
}
