// What the search budget's counter and the Worker's front (scripts/edge/search-cache.mjs) share. No imports: the
// front bundles this file, and it must add nothing to the Worker.

export const SEARCH_API = "/api/search";

/**
 * Where the middleware hands its search counter to the front, on globalThis: the two share the isolate, not their
 * modules. Symbol.for, so each copy of this file names the same slot.
 */
export const COUNT_SEARCH = Symbol.for("ccip.count-search");

/** Counts one search from the client that sent these headers; true while within its budget. */
export type SearchCounter = (headers: Headers) => Promise<boolean>;
