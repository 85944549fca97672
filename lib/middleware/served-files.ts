/**
 * Files served by name — public/ and the app's file routes (robots.txt, sitemap.xml, the feeds), listed at build
 * time in generated/served-files.ts — and the API routes the matcher sends here skip page routing: neither the 404
 * page nor next-intl takes them. Which methods a file answers is the front's to check (lib/http/front-refusals.ts),
 * an API route's its own.
 */
import { NextResponse, type NextRequest } from "next/server";
import { SERVED_FILES } from "./generated/served-files";

export function servedFiles(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  return SERVED_FILES.has(pathname) || pathname.startsWith("/api/") ? NextResponse.next() : undefined;
}
