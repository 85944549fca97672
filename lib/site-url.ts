/**
 * The public origin used in absolute URLs (canonical, Open Graph, sitemap). Spec: "when the SEO data has no url,
 * the current path on a development host of the product is used"; SITE_URL names the real host in production.
 */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || "http://localhost:3000");
}
