import { apiError } from "@/lib/http/api-error";

/**
 * Any /api path no route handler serves, and /api itself: a JSON 404 (not the HTML page), whatever the method, so
 * API clients always get a body they can read.
 */
const notFound = () => apiError(404, { code: "not_found", message: "No API endpoint at this path." });

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
