/**
 * Unknown paths — including any with a dot that is not a served file (`/wp-login.php`, `/.env`) and any with
 * malformed percent-encoding — get the static 404 page of their language with a 404 status: complete HTML, no
 * per-request render, instead of Next's bare error document.
 */
import { NextResponse, type NextRequest } from "next/server";
import { splitLocale } from "../../i18n/locales";
import { isServedPath } from "../routes";
import { decodable } from "./respond";

export const NOT_FOUND_PAGE = "/page-not-found";

export function notFound(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  if (isServedPath(path) && decodable(pathname)) return undefined;
  const url = request.nextUrl.clone();
  // The internal route always carries the locale segment (app/[locale]/page-not-found), the default's too.
  url.pathname = `/${locale}${NOT_FOUND_PAGE}`;
  return NextResponse.rewrite(url, { status: 404 });
}
