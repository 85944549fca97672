import { MemoryCache } from "./memory";
import type { Cache, TtlOptions } from "./types";

/** How long an outage lasts before Redis is tried again. */
export const RETRY_AFTER_MS = 30_000;

/**
 * Redis with an in-memory path for outages (issue 9): when a call to Redis fails or times out, this process uses
 * memory for the next 30 s instead of asking Redis on every request (which made each search wait for the timeout),
 * then tries Redis again. The log says so once per outage and once on recovery, not once per request.
 */
export class ResilientCache implements Cache {
  readonly kind = "upstash" as const;
  private downUntil = 0;

  constructor(
    private readonly primary: Cache,
    private readonly fallback: Cache = new MemoryCache(),
    private readonly now: () => number = Date.now,
  ) {}

  get outage(): boolean {
    return this.now() < this.downUntil;
  }

  private async run<T>(operation: (cache: Cache) => Promise<T>): Promise<T> {
    if (this.now() < this.downUntil) return operation(this.fallback);
    try {
      const result = await operation(this.primary);
      if (this.downUntil) {
        this.downUntil = 0;
        console.info("[cache] Redis is reachable again");
      }
      return result;
    } catch (error) {
      // Requests already in flight when Redis went down fail too: only the first one logs.
      if (this.now() >= this.downUntil) {
        console.warn(`[cache] Redis unavailable (${(error as Error).message}): in memory for the next ${RETRY_AFTER_MS / 1000} s`);
      }
      this.downUntil = this.now() + RETRY_AFTER_MS;
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
