// Menus as data: header and footer sections from the route registry, translated for the client components.
import { localizedPath, type Locale } from "../i18n/locales";
import { headerMenu, routes } from "./routes";
import { thaiParts } from "./text/thai-words";
import type { TextPart } from "./text/text-part";

/** A menu link as client leaves receive it: already translated and localized, so they need no i18n runtime. */
export type NavLink = {
  href: string;
  label: string;
  path: string;
  /** The label cut so its Thai words stay whole. */ parts: TextPart[];
};
export type NavSection = NavLink & { children: NavLink[] };

function link(locale: Locale, path: string, label: Record<Locale, string>): NavLink {
  return { href: localizedPath(locale, path), label: label[locale], path, parts: thaiParts(label[locale]) };
}

export function headerSections(locale: Locale): NavSection[] {
  return headerMenu().map(({ entry, children }) => ({
    ...link(locale, entry.path, entry.label),
    children: children.map((child) => link(locale, child.path, child.label)),
  }));
}

/** Footer: every top-level page (menu and footer-only), each with its children, in registry order. */
export function footerSections(locale: Locale): NavSection[] {
  return routes
    .filter((entry) => entry.parent === "/" && entry.menu !== "none")
    .map((entry) => ({
      ...link(locale, entry.path, entry.label),
      children: routes.filter((c) => c.parent === entry.path).map((c) => link(locale, c.path, c.label)),
    }));
}
