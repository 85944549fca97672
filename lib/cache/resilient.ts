// Redis with an in-memory path for outages: the cache the site uses when Upstash is configured.
import { Backoff } from "./backoff";
import { MemoryCache } from "./memory";
import type { Cache, TtlOptions } from "./types";

/**
 * Redis with an in-memory path for outages, so the site stays up when Redis does not: when a call to Redis fails or
 * times out, this process uses memory for the next 30 s instead of asking Redis on every request (which made each
 * search wait for the timeout), then tries Redis again. The log says so once per outage and once on recovery, not once
 * per request.
 */
export class ResilientCache implements Cache {
  readonly kind = "upstash" as const;
  private readonly backoff: Backoff;

  constructor(
    private readonly primary: Cache,
    private readonly fallback: Cache = new MemoryCache(),
    now: () => number = Date.now,
  ) {
    this.backoff = new Backoff(now);
  }

  private async run<T>(operation: (cache: Cache) => Promise<T>): Promise<T> {
    if (this.backoff.down()) return operation(this.fallback);
    try {
      const result = await operation(this.primary);
      if (this.backoff.recover()) console.info("[cache] Redis is reachable again");
      return result;
    } catch (error) {
      if (this.backoff.fail()) {
        console.warn(
          `[cache] Redis unavailable (${(error as Error).message}): in memory for the next ${this.backoff.retryAfterMs / 1000} s`,
        );
      }
      return operation(this.fallback);
    }
  }

  get(key: string) {
    return this.run((cache) => cache.get(key));
  }
  set(key: string, value: string, options?: TtlOptions) {
    return this.run((cache) => cache.set(key, value, options));
  }
  incr(key: string, options?: TtlOptions) {
    return this.run((cache) => cache.incr(key, options));
  }
  del(key: string) {
    return this.run((cache) => cache.del(key));
  }
  zincr(key: string, member: string, by?: number, options?: TtlOptions) {
    return this.run((cache) => cache.zincr(key, member, by, options));
  }
  ztop(key: string, count: number) {
    return this.run((cache) => cache.ztop(key, count));
  }
}
