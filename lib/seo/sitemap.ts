import type { MetadataRoute } from "next";
import { locales, type Locale } from "@/i18n/locales";
import { routes } from "@/lib/routes";
import { languageAlternates, pageUrl } from "./urls";

/**
 * Every registry page in both languages, each listing its language alternates, dated by its content file's
 * `updated` day (passed in, so this stays a pure function of the registry).
 */
export function sitemapEntries(updated: (locale: Locale, path: string) => string): MetadataRoute.Sitemap {
  return locales.flatMap((locale) =>
    routes.map((entry) => ({
      url: pageUrl(locale, entry.path),
      lastModified: updated(locale, entry.path),
      changeFrequency: "monthly" as const,
      priority: entry.path === "/" ? 1 : entry.parent === "/" ? 0.8 : 0.6,
      alternates: { languages: languageAlternates(entry.path) },
    })),
  );
}
