// The process's cache, Upstash Redis or memory as the environment says, one instance per process.
import { MemoryCache } from "./memory";
import { ResilientCache } from "./resilient";
import type { Cache } from "./types";
import { UpstashCache, type UpstashOptions } from "./upstash";

/**
 * One instance per process, pinned on globalThis: Next.js bundles route handlers and pages in separate layers, each
 * with its own copy of this module, and with the in-memory default they would otherwise count into separate maps
 * (feedback posted to the API was invisible to the staff page). The edge runtime is a sandbox of its own: in memory
 * mode its counts stay there; with Upstash every runtime shares the one store.
 */
const KEY = Symbol.for("ccip.cache");
const holder = globalThis as typeof globalThis & { [KEY]?: Cache };

/** Upstash credentials from the environment, or undefined when the site runs on its embedded defaults. */
export function upstashEnv(): UpstashOptions | undefined {
  const url = process.env.UPSTASH_REDIS_REST_URL;
  const token = process.env.UPSTASH_REDIS_REST_TOKEN;
  if (url && token) return { url, token };
  if (url || token) console.warn("[cache] only one of UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN is set");
  return undefined;
}

/** The process's cache: Upstash Redis when configured, otherwise in memory (said once in the log). */
export function getCache(): Cache {
  if (holder[KEY]) return holder[KEY];
  const upstash = upstashEnv();
  if (upstash) {
    holder[KEY] = new ResilientCache(new UpstashCache(upstash));
  } else {
    console.info(
      "[cache] UPSTASH_REDIS_REST_URL/UPSTASH_REDIS_REST_TOKEN not set: using the in-memory cache " +
        "(per instance, lost on restart; search uses its bundled index)",
    );
    holder[KEY] = new MemoryCache();
  }
  return holder[KEY];
}
