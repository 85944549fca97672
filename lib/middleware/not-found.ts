/**
 * Unknown paths — including any with a dot that is not a served file (`/wp-login.php`, `/.env`), any shaped like a
 * collection item with no such item, and any with malformed percent-encoding — get the static 404 page of their
 * language with a 404 status: complete HTML, no per-request render, instead of Next's bare error document.
 *
 * Why here and not in Next's own not-found handling (tried on Next 16.4): a path the catch-all route did not build
 * (`dynamicParams = false`) is answered with the one root `/_not-found` document, never app/[locale]/not-found.tsx
 * (Next renders it with empty params), so `/en/x` got a Thai-first page without the site's header or search;
 * letting the catch-all render unknown paths and call notFound() answered 404 with an empty shell (`__next_error__`,
 * the text only drawn by JavaScript), no Content-Security-Policy, and a cache entry per path; and without this step
 * a malformed path (`/%E0%B8`) is a 500. So the middleware keeps the list of pages (the registry, the app pages,
 * the collections' pages written at build).
 */
import { NextResponse, type NextRequest } from "next/server";
import { splitLocale, type Locale } from "../../i18n/locales";
import { CACHE_CONTROL } from "../http/cache-control";
import { findRoute, isAppPage } from "../routes";
import { COLLECTION_PAGES } from "./generated/collection-pages";
import { decodable } from "../http/path-encoding";

const NOT_FOUND_PAGE = "/page-not-found";

/** A page the site builds or renders per request, in this language. */
export function isKnownPage(locale: Locale, path: string): boolean {
  return findRoute(path) !== undefined || isAppPage(path) || COLLECTION_PAGES.has(`/${locale}${path}`);
}

export function notFound(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  if (isKnownPage(locale, path) && decodable(pathname)) return undefined;
  const url = request.nextUrl.clone();
  // The internal route always carries the locale segment (app/[locale]/page-not-found), the default's too.
  url.pathname = `/${locale}${NOT_FOUND_PAGE}`;
  // Minutes in a shared cache, not the year Next gives a prerendered page: the address may be published tomorrow.
  return NextResponse.rewrite(url, {
    status: 404,
    headers: { "Cache-Control": CACHE_CONTROL.notFound },
    request: { headers: withoutPreconditions(request.headers) },
  });
}

/** The conditional headers of RFC 9110 (section 13.1): they ask about a representation, which a missing page has none of. */
const PRECONDITIONS = ["if-match", "if-none-match", "if-modified-since", "if-unmodified-since", "if-range"];

/**
 * The request's headers without its preconditions. An answer that is not a 2xx ignores them (RFC 9110, 13.2.1), but
 * Next.js compares them with the 404 page's ETag and date: `If-None-Match: *` made a missing page a 304 (no body, as
 * if the visitor's copy of it were current).
 */
function withoutPreconditions(headers: Headers): Headers {
  const kept = new Headers(headers);
  for (const name of PRECONDITIONS) kept.delete(name);
  return kept;
}
