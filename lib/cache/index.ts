import { MemoryCache } from "./memory";
import type { Cache } from "./types";
import { UpstashCache, type UpstashOptions } from "./upstash";

export type { Cache } from "./types";

let instance: Cache | undefined;

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
  if (instance) return instance;
  const upstash = upstashEnv();
  if (upstash) {
    instance = new UpstashCache(upstash);
  } else {
    console.info(
      "[cache] UPSTASH_REDIS_REST_URL/UPSTASH_REDIS_REST_TOKEN not set: using the in-memory cache " +
        "(per instance, lost on restart; search uses its bundled index)",
    );
    instance = new MemoryCache();
  }
  return instance;
}
