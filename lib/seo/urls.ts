// Absolute URLs of the site: pages, their language alternates, feeds.
import { defaultLocale, localePrefix, localizedPath, locales, type Locale } from "@/i18n/locales";
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
 * hreflang alternates of a page: each language's URL, and x-default on the default (Thai) one, because an unprefixed
 * URL always serves Thai whatever the visitor's browser asks for.
 */
export function languageAlternates(path: string): Record<Locale | "x-default", string> {
  const urls = Object.fromEntries(locales.map((locale) => [locale, pageUrl(locale, path)])) as Record<Locale, string>;
  return { ...urls, "x-default": urls[defaultLocale] };
}

/** The notification feed of a language: outside the middleware (it has a dot), so each is a plain route handler. */
export function feedPath(locale: Locale): string {
  return `${localePrefix(locale)}/feed.xml`;
}
