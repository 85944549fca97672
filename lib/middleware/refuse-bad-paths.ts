/**
 * Malformed percent-encoding under /api and /_next (`/api/%ZZ`, `/_next/%E0%B8`): Next would answer 500 where it
 * decodes the path, so it is refused here with a 400. The matcher sends such paths here for this step
 * alone; a page path with bad encoding gets its localized 404 (not-found.ts).
 */
import type { NextRequest } from "next/server";
import { apiError } from "../http/api-error";
import { decodable } from "./respond";

export function refuseBadPaths(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  if (decodable(pathname)) return undefined;
  if (pathname.startsWith("/api/") || pathname.startsWith("/_next/"))
    return apiError(400, { code: "bad_path", message: "The path is not valid percent-encoding." });
  return undefined;
}
