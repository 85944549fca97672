// The cache on Upstash Redis over REST, with a client that fails fast instead of retrying.
import { Redis } from "@upstash/redis";
import type { Cache, TtlOptions } from "./types";

export type UpstashOptions = { url: string; token: string; timeoutMs?: number };

/** Redis calls on a visitor's request give up after this long; the caller falls back (see resilient.ts). */
export const REDIS_TIMEOUT_MS = 300;

/**
 * An Upstash REST client that fails fast: no retries (the default retries five times with backoff, seconds of
 * waiting when Redis is down) and a per-request abort timeout.
 */
export function upstashClient({ url, token, timeoutMs = REDIS_TIMEOUT_MS }: UpstashOptions, deserialize = true) {
  return new Redis({
    url,
    token,
    retry: false,
    enableTelemetry: false,
    automaticDeserialization: deserialize,
    signal: () => AbortSignal.timeout(timeoutMs),
  });
}

/** Upstash Redis: shared by every instance and region. Strings in, strings out (no automatic JSON parsing). */
export class UpstashCache implements Cache {
  readonly kind = "upstash" as const;
  readonly redis: Redis;

  constructor(options: UpstashOptions) {
    this.redis = upstashClient(options, false);
  }

  async get(key: string) {
    const value = await this.redis.get<string>(key);
    return value ?? null;
  }

  async set(key: string, value: string, options?: TtlOptions) {
    await (options?.ttlSeconds ? this.redis.set(key, value, { ex: options.ttlSeconds }) : this.redis.set(key, value));
  }

  async incr(key: string, options?: TtlOptions) {
    const [count] = await Promise.all([
      this.redis.incr(key),
      options?.ttlSeconds ? this.redis.expire(key, options.ttlSeconds, "NX") : undefined,
    ]);
    return count;
  }

  async del(key: string) {
    await this.redis.del(key);
  }

  async zincr(key: string, member: string, by = 1, options?: TtlOptions) {
    await Promise.all([
      this.redis.zincrby(key, by, member),
      options?.ttlSeconds ? this.redis.expire(key, options.ttlSeconds, "NX") : undefined,
    ]);
  }

  async ztop(key: string, count: number): Promise<[string, number][]> {
    const flat = await this.redis.zrange<(string | number)[]>(key, 0, count - 1, { rev: true, withScores: true });
    const pairs: [string, number][] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([String(flat[i]), Number(flat[i + 1])]);
    return pairs;
  }
}
