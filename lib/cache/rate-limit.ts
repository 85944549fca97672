// Rate limits per client: a sliding window in Upstash Redis, or a fixed window in memory (the default and the fallback).
import { Ratelimit } from "@upstash/ratelimit";
import { Backoff } from "./backoff";
import { upstashEnv } from "./index";
import { REDIS_TIMEOUT_MS, upstashClient, type UpstashOptions } from "./upstash";

type RateLimitResult = { ok: boolean; limit: number; remaining: number; resetAt: number };
interface RateLimiter {
  check(id: string): Promise<RateLimitResult>;
}
type RateLimitOptions = { limit: number; windowSeconds: number; prefix: string };

/** Clients remembered per limiter in memory: past this, the least recently seen is forgotten first. */
const MEMORY_LIMITER_ENTRIES = 10_000;

/**
 * A fixed window per client in this process: the embedded default, and the fallback while Redis is away. Bounded
 * as an LRU (a Map keeps insertion order; a client seen again moves to the end), so a flood of new ids forgets the
 * clients seen longest ago, one at a time, never every client at once (clearing all would reset everyone's limit).
 */
export function memoryRateLimiter(
  { limit, windowSeconds }: RateLimitOptions,
  now = Date.now,
  maxEntries = MEMORY_LIMITER_ENTRIES,
): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async check(id) {
      const t = now();
      let w = windows.get(id);
      windows.delete(id);
      if (!w || w.resetAt <= t) w = { count: 0, resetAt: t + windowSeconds * 1000 };
      windows.set(id, w);
      if (windows.size > maxEntries) windows.delete(windows.keys().next().value!);
      w.count++;
      return { ok: w.count <= limit, limit, remaining: Math.max(0, limit - w.count), resetAt: w.resetAt };
    },
  };
}

/**
 * A sliding window in Upstash Redis, shared by every instance. When Redis is down or slow the process counts in
 * memory for the next 30 s (logged once per outage), rather than failing every visitor or waiting on Redis each time.
 */
export function upstashRateLimiter(redis: UpstashOptions, options: RateLimitOptions, now = Date.now): RateLimiter {
  const { limit, windowSeconds, prefix } = options;
  const timeoutMs = redis.timeoutMs ?? REDIS_TIMEOUT_MS;
  const ratelimit = new Ratelimit({
    redis: upstashClient(redis),
    limiter: Ratelimit.slidingWindow(limit, `${windowSeconds} s`),
    prefix,
    timeout: timeoutMs,
    analytics: false,
  });
  const memory = memoryRateLimiter(options, now);
  const backoff = new Backoff(now);
  return {
    async check(id) {
      if (backoff.down()) return memory.check(id);
      try {
        const r = await ratelimit.limit(id);
        // A slow Redis does not throw: past `timeout` the library lets the request through with reason "timeout".
        // Every visitor would then wait that long, so a timeout counts as an outage too.
        if (r.reason === "timeout") throw new Error(`no answer within ${timeoutMs} ms`);
        backoff.recover();
        return { ok: r.success, limit: r.limit, remaining: r.remaining, resetAt: r.reset };
      } catch (error) {
        if (backoff.fail()) {
          console.warn(
            `[rate-limit] Redis unavailable (${(error as Error).message}): counting in memory for ${backoff.retryAfterMs / 1000} s`,
          );
        }
        return memory.check(id);
      }
    },
  };
}

/** One map per process, on globalThis like the cache (lib/cache/index.ts): pages and route handlers share it. */
const LIMITERS = Symbol.for("ccip.rate-limiters");
const holder = globalThis as typeof globalThis & { [LIMITERS]?: Map<string, RateLimiter> };
const limiters = (holder[LIMITERS] ??= new Map<string, RateLimiter>());

/** The limiter for a purpose: Upstash when configured, else in memory. One per prefix per process. */
export function rateLimiter(options: RateLimitOptions): RateLimiter {
  let limiter = limiters.get(options.prefix);
  if (!limiter) {
    const redis = upstashEnv();
    limiter = redis ? upstashRateLimiter(redis, options) : memoryRateLimiter(options);
    limiters.set(options.prefix, limiter);
  }
  return limiter;
}

/** The limits of the site, one place: the search API and the results page share one budget per client. */
export const LIMITS = {
  /** Enough for a person typing into the live panel (debounced), not for a scraper. SEARCH_RATE_LIMIT: benchmarks. */
  search: { limit: Number(process.env.SEARCH_RATE_LIMIT) || 60, windowSeconds: 10, prefix: "rl:search" },
  /** "Was this page useful?": a person answers a few pages an hour. */
  feedback: { limit: 20, windowSeconds: 3600, prefix: "rl:feedback" },
} satisfies Record<string, RateLimitOptions>;

/** Seconds until a refused client may try again, at least 1 (for Retry-After). */
export const retryAfterSeconds = (result: RateLimitResult, now = Date.now()) =>
  Math.max(1, Math.ceil((result.resetAt - now) / 1000));

export { clientKey } from "../http/client-key";
