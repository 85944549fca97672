import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "./i18n/routing";
import { canonicalPath } from "./lib/routes";

const intl = createIntlMiddleware(routing);

/**
 * Runs on the edge. Before next-intl's routing: `/th/...` and the misspelt or lower-case variants of registry paths
 * redirect permanently (308), so bookmarks and shared links land on the one spelling the spec gives.
 */
export default function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (pathname === "/th" || pathname.startsWith("/th/")) {
    return permanent(request, pathname.slice(3) || "/");
  }

  const isEnglish = pathname === "/en" || pathname.startsWith("/en/");
  const path = isEnglish ? pathname.slice(3) || "/" : pathname;
  const canonical = canonicalPath(path);
  if (canonical) return permanent(request, isEnglish ? `/en${canonical === "/" ? "" : canonical}` : canonical);

  return intl(request);
}

function permanent(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
