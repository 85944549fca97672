import { routing } from "./routing";

/**
 * Owns what the site knows about its languages, all derived from `routing` (i18n/routing.ts): the Locale type, the
 * list, the default and the URL prefix rule. A third language is one line in routing.ts plus its messages and
 * content; every `Record<Locale, ...>` below and elsewhere then fails to type-check until it is handled.
 * Plain functions, not next-intl's navigation, so client leaves and the edge middleware stay small.
 */
export type Locale = (typeof routing.locales)[number];

export const locales: readonly Locale[] = routing.locales;
export const defaultLocale: Locale = routing.defaultLocale;

/** A string as one of the site's locales (a route segment, a stored key), or undefined: the one check, no casts. */
export function asLocale(value: string | undefined): Locale | undefined {
  return locales.find((locale) => locale === value);
}

/** The languages a page can switch to from `locale` (the header's language switch). */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((l) => l !== locale);
}

/** The URL prefix of a locale (`localePrefix: "as-needed"`): none for the default, `/<locale>` for the others. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/** The URL of a registry path in a locale: `/Law/act` stays for Thai, `/en/Law/act` for English (spec section 2). */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The locale and registry path of a browser pathname (`/en/Law/act` → en, `/Law/act`); unprefixed is the default. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { locale, path: pathname.slice(prefix.length) || "/" };
    }
  }
  return { locale: defaultLocale, path: pathname || "/" };
}

/** The same page in another language: `/Law/act` ↔ `/en/Law/act`. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizedPath(target, splitLocale(pathname).path);
}

/**
 * The regional tag of each language for Intl formatting and og:locale: Thai dates in the Buddhist era come from
 * th-TH; English uses British day-month order, as the Bank of Thailand's English pages do.
 */
export const regionTag: Record<Locale, string> = { th: "th-TH", en: "en-GB" };
