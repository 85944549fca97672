import type { Locale } from "./content/schema";

/**
 * The URL of a registry path in a locale: Thai keeps the path, English gets the /en prefix (spec section 2).
 * A plain function, not next-intl's client navigation, so client leaves stay small.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === "th") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** The locale and registry path of a browser pathname (`/en/Law/act` → en, `/Law/act`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/en" || pathname.startsWith("/en/")) {
    return { locale: "en", path: pathname.slice(3) || "/" };
  }
  return { locale: "th", path: pathname || "/" };
}

/** The same page in the other language: `/Law/act` ↔ `/en/Law/act`. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizedPath(target, splitLocale(pathname).path);
}
