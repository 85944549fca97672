/**
 * A list of notifications or rulings pages by path (`/Law/Notification/page/2`, `/year/2019`), so every page of it is
 * a prerendered file the edge serves without running the Worker. `?page=` and `?year=` (typed by hand, or kept from
 * an old link) redirect to that path: numbers in form keep their meaning (out of range, the path is the 404 page);
 * anything malformed is dropped, which lands on the first page. Never a 5xx.
 */
import { NextResponse, type NextRequest } from "next/server";
import { localizedPath, splitLocale } from "../../i18n/locales";
import { pathFromQuery } from "../content/listing";
import { COLLECTION_BASES } from "../routes";

export function collectionQuery(request: NextRequest): Response | undefined {
  const { pathname, searchParams } = request.nextUrl;
  if (!searchParams.has("page") && !searchParams.has("year")) return undefined;
  const { locale, path } = splitLocale(pathname);
  if (!(COLLECTION_BASES as readonly string[]).includes(path)) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = localizedPath(locale, pathFromQuery(path, searchParams.get("page"), searchParams.get("year")));
  url.search = "";
  return NextResponse.redirect(url, 307);
}
