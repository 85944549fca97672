import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryCache } from "@/lib/cache/memory";
import { RETRY_AFTER_MS } from "@/lib/cache/backoff";
import { ResilientCache } from "@/lib/cache/resilient";
import type { Cache } from "@/lib/cache/types";

function flakyRedis(): Cache & { down: boolean; calls: number } {
  const store = new MemoryCache();
  const redis = {
    kind: "upstash" as const,
    down: false,
    calls: 0,
    async get(key: string) {
      redis.calls++;
      if (redis.down) throw new Error("ECONNREFUSED");
      return store.get(key);
    },
    set: (key: string, value: string) => store.set(key, value),
    incr: async (key: string) => {
      redis.calls++;
      if (redis.down) throw new Error("ECONNREFUSED");
      return store.incr(key);
    },
    del: (key: string) => store.del(key),
    zincr: (key: string, member: string) => store.zincr(key, member),
    ztop: (key: string, count: number) => store.ztop(key, count),
  };
  return redis;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ResilientCache", () => {
  it("uses Redis while it answers", async () => {
    const redis = flakyRedis();
    const cache = new ResilientCache(redis);
    expect(await cache.incr("k")).toBe(1);
    expect(redis.calls).toBe(1);
  });

  it("falls back to memory in an outage, logs once, and stops asking Redis until the retry time", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    let clock = 1_000;
    const redis = flakyRedis();
    const cache = new ResilientCache(redis, new MemoryCache(), () => clock);
    redis.down = true;
    const answers = await Promise.all([cache.incr("k"), cache.incr("k"), cache.incr("k")]);
    expect(answers.sort()).toEqual([1, 2, 3]);
    expect(warn).toHaveBeenCalledTimes(1);
    const callsDuringOutage = redis.calls;
    for (let i = 0; i < 20; i++) await cache.get("k");
    expect(redis.calls).toBe(callsDuringOutage);
    expect(warn).toHaveBeenCalledTimes(1);

    redis.down = false;
    clock += RETRY_AFTER_MS;
    await cache.get("k");
    expect(redis.calls).toBe(callsDuringOutage + 1);
    expect(info).toHaveBeenCalledWith("[cache] Redis is reachable again");
  });
});
