import { localizedPath, type Locale } from "../i18n/locales";

/**
 * The one server-side description of the page being rendered: its path without the locale prefix (a
 * registry path, an app page such as `/search`, or null for the 404 page) and the query that belongs to it (the
 * search page's `?q=`). Client components receive the hrefs derived here as props and never read the router's
 * pathname, which during prerender is the internal `/th/...` path.
 */
export type CurrentPage = {
  path: string | null;
  search?: string;
  /** On staff pages, which read the session on the server: the signed-in name, so sign-out is in the server HTML. */
  staffName?: string;
};

/** The page's own public URL path in its language, or null for the 404 page (it has no address of its own). */
export function currentHref(locale: Locale, page: CurrentPage): string | null {
  return page.path === null ? null : localizedPath(locale, page.path);
}

/** The same page in the other language; the 404 page switches to the other language's home. */
export function counterpartHref(target: Locale, page: CurrentPage): string {
  return page.path === null ? localizedPath(target, "/") : `${localizedPath(target, page.path)}${page.search ?? ""}`;
}
