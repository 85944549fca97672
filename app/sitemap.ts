import type { MetadataRoute } from "next";
import { allItems } from "@/lib/content/collections";
import { loadPage } from "@/lib/content/pages";
import { atomDate } from "@/lib/seo/feed";
import { sitemapEntries } from "@/lib/seo/sitemap";

/** /sitemap.xml, built once at build time from the route registry, the collections and the content files' dates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const updated = (locale: "th" | "en", path: string) => loadPage(locale, path).frontmatter.updated;
  return sitemapEntries(updated, (locale) =>
    allItems(locale).map((item) => ({
      path: item.path,
      // An undated item is as new as its list page.
      lastModified: item.date
        ? atomDate(item.date).slice(0, 10)
        : updated(locale, item.path.slice(0, item.path.lastIndexOf("/"))),
    })),
  );
}
