/** Owns the small answers the middleware's steps share. */
import { NextResponse, type NextRequest } from "next/server";

/** A permanent redirect (308: the method and body are kept) to another path on this site, query kept. */
export function permanent(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}
