// Staff URLs: which paths the guard protects, which anyone may see, and where a sign-in may return to.
import { localizedPath, splitLocale, type Locale } from "../../i18n/locales";
import { ALLOW } from "../http/allow";

export const STAFF_HOME = "/staff";
export const SIGN_IN_PATH = "/staff/sign-in";
export const NOT_AUTHORISED_PATH = "/staff/not-authorised";
/** Where a staff page's cookies are written, which the page cannot do (lib/auth/renewal.ts, in Auth.js's route). */
export const RENEW_PATH = "/api/auth/renew";
/** The renewal is a redirect the browser follows: GET only. Its route and nginx's 405 both name this list. */
export const RENEW_ALLOW = ALLOW.read;
/** app/api/staff/sign-in and sign-out: plain form posts, so both work without JavaScript and ship no action client. */
export const SIGN_IN_ENDPOINT = "/api/staff/sign-in";
export const SIGN_OUT_ENDPOINT = "/api/staff/sign-out";

/** Staff pages anyone may see: the sign-in page and the "not authorised" page. */
const OPEN = new Set([SIGN_IN_PATH, NOT_AUTHORISED_PATH]);

/** `/staff`, `/en/staff/...`: the pages the guard protects (not the sign-in and not-authorised pages). */
export function isProtectedStaffPath(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return (path === STAFF_HOME || path.startsWith(`${STAFF_HOME}/`)) && !OPEN.has(path.replace(/\/+$/, ""));
}

function isStaffPath(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return path === STAFF_HOME || path.startsWith(`${STAFF_HOME}/`);
}

/**
 * Where to go after signing in: a staff page of this site, as a path. Anything else (another site, `//host`,
 * a backslash trick, a public page) falls back to the staff home of the locale, so `callbackUrl` cannot be used
 * to send staff elsewhere.
 */
export function safeCallbackPath(value: string | null | undefined, locale: Locale, origin?: string): string {
  const fallback = localizedPath(locale, STAFF_HOME);
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://site.invalid");
  } catch {
    return fallback;
  }
  const sameSite = url.origin === "http://site.invalid" || (origin !== undefined && url.origin === origin);
  if (!sameSite || /[\\]/.test(value) || value.startsWith("//")) return fallback;
  if (!isProtectedStaffPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}`;
}

/**
 * Where sign-out returns to: `from` resolved as a URL against the site, kept only when it stays on the site and is
 * not a staff page. Resolving is what a browser does with a Location header, so the tricks that pass a text check
 * (a tab, CR or LF inside `//`, a backslash) are judged by the origin they really reach.
 */
export function safeReturnUrl(from: string | null | undefined, site: URL): URL | undefined {
  if (!from || !from.startsWith("/")) return undefined;
  let url: URL;
  try {
    url = new URL(from, site.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== site.origin || url.username || url.password) return undefined;
  if (url.pathname.startsWith("//") || isStaffPath(url.pathname)) return undefined;
  return url;
}

/** The renewal route's address for a staff page, `here` (path and query) being where it returns. */
export function renewalPath(here: string): string {
  return `${RENEW_PATH}?${new URLSearchParams({ to: here })}`;
}

/** A page's query as Next.js hands it to the page (a repeated name as a list), back in a URL's form. */
export function queryOf(searchParams: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  return query;
}

/** A page's address, path and query: where a sign-in returns to. */
export function pageAddress(path: string, searchParams: Record<string, string | string[] | undefined>): string {
  const query = queryOf(searchParams).toString();
  return query ? `${path}?${query}` : path;
}
