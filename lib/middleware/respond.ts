/** Owns the small answers and request facts the middleware's steps share. */
import { NextResponse, type NextRequest } from "next/server";

/** GET and HEAD: what pages and files answer; anything else needs a reason to get through. */
export const isReadOnly = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** False for malformed percent-encoding (`/%ZZ`, a cut UTF-8 sequence), which Next answers with a 500 where it decodes. */
export function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A permanent redirect (308: the method and body are kept) to another path on this site, query kept. */
export function permanent(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}
