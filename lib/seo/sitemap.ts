import type { MetadataRoute } from "next";
import { locales, type Locale } from "@/i18n/locales";
import { routes } from "@/lib/routes";
import { languageAlternates, pageUrl } from "./urls";

/** A page outside the registry that the sitemap lists: a notification's or a ruling's own page. */
export type ExtraPage = { path: string; lastModified: string };

/**
 * Every registry page in both languages, each listing its language alternates, dated by its content file's
 * `updated` day (passed in, so this stays a pure function of the registry); then each collection item's page, dated
 * by its own date (every item is written in both languages, so the alternates exist).
 */
export function sitemapEntries(
  updated: (locale: Locale, path: string) => string,
  extra: (locale: Locale) => ExtraPage[] = () => [],
): MetadataRoute.Sitemap {
  return locales.flatMap((locale) => [
    ...routes.map((entry) => ({
      url: pageUrl(locale, entry.path),
      lastModified: updated(locale, entry.path),
      changeFrequency: "monthly" as const,
      priority: entry.path === "/" ? 1 : entry.parent === "/" ? 0.8 : 0.6,
      alternates: { languages: languageAlternates(entry.path) },
    })),
    ...extra(locale).map((page) => ({
      url: pageUrl(locale, page.path),
      lastModified: page.lastModified,
      changeFrequency: "yearly" as const,
      priority: 0.5,
      alternates: { languages: languageAlternates(page.path) },
    })),
  ]);
}
