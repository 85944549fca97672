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
});
