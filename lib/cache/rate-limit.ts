import { Ratelimit } from "@upstash/ratelimit";
import { upstashEnv } from "./index";
import { RETRY_AFTER_MS } from "./resilient";
import { upstashClient, type UpstashOptions } from "./upstash";

export type RateLimitResult = { ok: boolean; limit: number; remaining: number; resetAt: number };
export interface RateLimiter {
  check(id: string): Promise<RateLimitResult>;
}
export type RateLimitOptions = { limit: number; windowSeconds: number; prefix: string };

/** A fixed window per client in this process: the embedded default. Bounded, so a flood of ids cannot grow it. */
export function memoryRateLimiter({ limit, windowSeconds }: RateLimitOptions, now = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async check(id) {
      const t = now();
      let w = windows.get(id);
      if (!w || w.resetAt <= t) {
        if (windows.size >= 10_000) windows.clear();
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(id, w);
      }
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
  const ratelimit = new Ratelimit({
    redis: upstashClient(redis),
    limiter: Ratelimit.slidingWindow(limit, `${windowSeconds} s`),
    prefix,
    timeout: redis.timeoutMs ?? 300,
    analytics: false,
  });
  const memory = memoryRateLimiter(options, now);
  let downUntil = 0;
  return {
    async check(id) {
      if (now() < downUntil) return memory.check(id);
      try {
        const r = await ratelimit.limit(id);
        // A slow Redis does not throw: past `timeout` the library lets the request through with reason "timeout".
        // Every visitor would then wait that long, so a timeout counts as an outage too.
        if (r.reason === "timeout") throw new Error(`no answer within ${redis.timeoutMs ?? 300} ms`);
        downUntil = 0;
        return { ok: r.success, limit: r.limit, remaining: r.remaining, resetAt: r.reset };
      } catch (error) {
        if (now() >= downUntil) {
          console.warn(`[rate-limit] Redis unavailable (${(error as Error).message}): counting in memory for ${RETRY_AFTER_MS / 1000} s`);
        }
        downUntil = now() + RETRY_AFTER_MS;
        return memory.check(id);
      }
    },
  };
}

const limiters = new Map<string, RateLimiter>();

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

/**
 * A client's rate-limit key: a hash of its address, so Redis never holds an IP (the query statistics hold none
 * either). Behind a proxy the first x-forwarded-for entry is the client.
 */
export async function clientKey(headers: Headers): Promise<string> {
  const ip = headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "unknown";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`rate-limit:${ip}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
