import { defineRouting } from "next-intl/routing";

/**
 * Thai at the unprefixed path, English under /en (spec: "the default language th keeps the current path").
 * localeDetection is off so an unprefixed URL always serves Thai: crawlers and link previews see one language per URL.
 */
export const routing = defineRouting({
  locales: ["th", "en"],
  defaultLocale: "th",
  localePrefix: "as-needed",
  localeDetection: false,
  // The language is the URL's; no cookie is needed to remember it.
  localeCookie: false,
  // No `Link: rel=alternate` header from the middleware: next-intl builds it from the request's host (a forged
  // X-Forwarded-Host would end up in the prerendered pages' headers, served to everyone). The page head has the
  // hreflang links already, built from SITE_URL.
  alternateLinks: false,
});
