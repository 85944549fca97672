/**
 * Files served by name — public/ and the app's file routes (robots.txt, sitemap.xml, the feeds), listed at build
 * time in generated/served-files.ts — and the API routes the matcher sends here: they skip page routing. Next would
 * serve a file to any method (and answer other methods with a 500 for public files); a route exporting handlers for
 * other methods is no longer prerendered; so other methods are refused here.
 */
import { NextResponse, type NextRequest } from "next/server";
import { ALLOW } from "../http/allow";
import { apiError } from "../http/api-error";
import { methodNotAllowed } from "../http/method-not-allowed";
import { SERVED_FILES } from "./generated/served-files";
import { isReadOnly } from "./respond";

/**
 * The API paths that answer GET and HEAD only (the matcher's API entries): the social cards and the PDFs in
 * public/api/file/pdf, which are files, and the health check, rendered per request.
 */
const READ_ONLY_API = /^\/api\/(?:og\/|health$|file\/pdf\/)/;
const refuseApiMethod = methodNotAllowed(ALLOW.read);

export function servedFiles(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  const isFile = SERVED_FILES.has(pathname);
  const isApi = pathname.startsWith("/api/");
  if (!isFile && !isApi) return undefined;
  if (isReadOnly(request) || !(isFile || READ_ONLY_API.test(pathname))) return NextResponse.next();
  return isApi
    ? refuseApiMethod()
    : apiError(405, { code: "method_not_allowed", message: "Files answer GET and HEAD only." }, { Allow: ALLOW.read });
}
