import { localizedPath, type Locale } from "@/i18n/locales";
import { siteUrl } from "@/lib/site-url";

/** A site path as the absolute URL crawlers and link previews need (on SITE_URL, spec section 2). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}

/** The absolute URL of a registry page in a language. */
export function pageUrl(locale: Locale, path: string): string {
  return absoluteUrl(localizedPath(locale, path));
}

/**
 * hreflang alternates of a page: each language's URL, and x-default on the Thai one, because an unprefixed URL
 * always serves Thai whatever the visitor's browser asks for.
 */
export function languageAlternates(path: string): Record<"th" | "en" | "x-default", string> {
  return { th: pageUrl("th", path), en: pageUrl("en", path), "x-default": pageUrl("th", path) };
}

/** The notification feed of a language: outside the middleware (it has a dot), so both are plain route handlers. */
export function feedPath(locale: Locale): string {
  return locale === "th" ? "/feed.xml" : "/en/feed.xml";
}
