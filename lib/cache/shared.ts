import { getCache, type Cache } from "./index";

const KEY = Symbol.for("ccip.cache.shared");
type Holder = typeof globalThis & { [KEY]?: Cache };

/**
 * getCache(), but one instance per process instead of one per module instance. Next.js bundles route handlers and
 * pages in separate layers, each with its own copy of lib/cache/index.ts: with the in-memory default, answers
 * counted by POST /api/feedback were invisible to the staff page. Pinning the instance on globalThis shares it.
 */
export function sharedCache(): Cache {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= getCache());
}
