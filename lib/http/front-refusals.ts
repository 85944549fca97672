/**
 * Owns what the front refuses before the app runs, on both deployments: nginx in front of `next start` (the build
 * writes these rules into its maps, scripts/build/nginx-conf.ts) and the Worker's front on the edge
 * (scripts/edge/worker.mjs, which answers with `frontRefusal`). Each is a request Next.js would answer with a 500, or
 * serve when it should not, and none needs the app's routing to be judged:
 * - a path under /api or /_next whose percent-encoding does not decode: 400 (a page path with it gets the localized
 *   404 page from the middleware, lib/middleware/not-found.ts);
 * - another method than GET and HEAD on a file served by name (public/, the app's file routes, the social cards, the
 *   PDFs): 405. Next would serve a file to any method (and answer other methods with a 500 for public files), and a
 *   route that exported handlers for other methods would no longer be prerendered.
 */
import { SERVED_FILES } from "../middleware/generated/served-files";
import { ALLOW, isReadMethod } from "./allow";
import { apiError } from "./api-error";
import { methodNotAllowed } from "./method-not-allowed";
import { decodable } from "./path-encoding";

/** The paths whose percent-encoding the front checks, as a regular expression source (JavaScript and nginx alike). */
export const ENCODING_CHECKED = "^/(?:api|_next)/";

/** The API paths that are files: the social cards, prerendered, and the appeal-form PDFs of public/api/file/pdf. */
export const API_FILES = "^/api/(?:og/|file/pdf/)";

const encodingChecked = new RegExp(ENCODING_CHECKED);
const apiFiles = new RegExp(API_FILES);
const refuseApiMethod = methodNotAllowed(ALLOW.read);

/** The front's answer to a request it refuses (JSON in the API's error shape), or undefined for the app to answer. */
export function frontRefusal(request: Request): Response | undefined {
  const { pathname } = new URL(request.url);
  if (encodingChecked.test(pathname) && !decodable(pathname))
    return apiError(400, { code: "bad_path", message: "The path is not valid percent-encoding." });
  if (isReadMethod(request.method)) return undefined;
  if (apiFiles.test(pathname)) return refuseApiMethod();
  if (SERVED_FILES.has(pathname))
    return apiError(
      405,
      { code: "method_not_allowed", message: "Files answer GET and HEAD only." },
      { Allow: ALLOW.read },
    );
  return undefined;
}
