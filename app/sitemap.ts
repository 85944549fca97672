import type { MetadataRoute } from "next";
import { loadPage } from "@/lib/content/pages";
import { sitemapEntries } from "@/lib/seo/sitemap";

/** /sitemap.xml, built once at build time from the route registry and the content files' dates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries((locale, path) => loadPage(locale, path).frontmatter.updated);
}
