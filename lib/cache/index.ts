// The process's cache, Upstash Redis or memory as the environment says, one instance per process.
import { MemoryCache } from "./memory";
import { ResilientCache } from "./resilient";
import type { Cache } from "./types";
import { REDIS_TIMEOUT_MS, UpstashCache, type UpstashOptions } from "./upstash";

/**
 * One instance per process, pinned on globalThis: Next.js bundles route handlers and pages in separate layers, each
 * with its own copy of this module, and with the in-memory default they would otherwise count into separate maps
 * (feedback posted to the API was invisible to the staff page). The edge runtime is a sandbox of its own: in memory
 * mode its counts stay there; with Upstash every runtime shares the one store.
 */
const KEY = Symbol.for("ccip.cache");
const holder = globalThis as typeof globalThis & { [KEY]?: Cache };

/**
 * UPSTASH_TIMEOUT_MS, the wait for Redis before a call counts as an outage: a whole number of milliseconds from 50 to
 * 10,000, else the default (a Redis far from the app needs longer; so does a test machine under load).
 */
export function redisTimeoutMs(value: string | undefined): number {
  // Digits only: Number() would also take " 300 ", "0x12c" and "3e2".
  const ms = value && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  return ms >= 50 && ms <= 10_000 ? ms : REDIS_TIMEOUT_MS;
}

/** The variable as last read, and its value: read on every call, worked out (and a bad one said) once per value. */
let timeoutRead: { raw: string | undefined; ms: number } | undefined;

function timeoutFromEnv(): number {
  const raw = process.env.UPSTASH_TIMEOUT_MS;
  if (timeoutRead && timeoutRead.raw === raw) return timeoutRead.ms;
  const ms = redisTimeoutMs(raw);
  if (raw && String(ms) !== raw)
    console.warn(
      `[cache] UPSTASH_TIMEOUT_MS is not a whole number from 50 to 10000 (${raw.slice(0, 20)}): using ${ms}`,
    );
  timeoutRead = { raw, ms };
  return ms;
}

/** Upstash credentials from the environment, or undefined when the site runs on its embedded defaults. */
export function upstashEnv(): UpstashOptions | undefined {
  const url = process.env.UPSTASH_REDIS_REST_URL;
  const token = process.env.UPSTASH_REDIS_REST_TOKEN;
  if (url && token) return { url, token, timeoutMs: timeoutFromEnv() };
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
