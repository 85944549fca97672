import { Redis } from "@upstash/redis";
import { createClient } from "redis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { upstashRateLimiter } from "@/lib/cache/rate-limit";
import { UpstashCache } from "@/lib/cache/upstash";
import { indexKey, loadIndex, publishIndex, resetIndexStore } from "@/lib/search/index-store";
import { searchIndex } from "@/lib/search/search";
import { topQueries, recordQuery } from "@/lib/search/stats";
import { startRedis, type RedisServer } from "../support/redis-server";
import { startUpstashAdapter, type UpstashAdapter } from "../support/upstash-adapter";
import { enIndex, thIndex } from "../support/search-fixture";

/** The real @upstash/redis and @upstash/ratelimit clients against a real redis-server, through the REST adapter. */
let redis: RedisServer;
let adapter: UpstashAdapter;
let cache: UpstashCache;

beforeAll(async () => {
  redis = await startRedis();
  adapter = await startUpstashAdapter(redis.url);
  cache = new UpstashCache({ url: adapter.url, token: adapter.token, timeoutMs: 500 });
}, 20_000);

afterAll(async () => {
  await adapter?.close().catch(() => {});
  await redis?.stop();
});

beforeEach(() => {
  adapter.delay = 0;
  resetIndexStore();
});

describe("UpstashCache against redis-server", () => {
  it("gets, sets with TTL, counts, ranks and deletes", async () => {
    await cache.set("k", 'ข้อมูล "quoted" 123');
    expect(await cache.get("k")).toBe('ข้อมูล "quoted" 123');
    expect(await cache.get("123-missing")).toBeNull();
    await cache.set("short", "x", { ttlSeconds: 60 });
    const raw = createClient({ url: redis.url, RESP: 2 });
    await raw.connect();
    expect(await raw.ttl("short")).toBeGreaterThan(50);
    expect(await cache.incr("n", { ttlSeconds: 60 })).toBe(1);
    expect(await cache.incr("n", { ttlSeconds: 60 })).toBe(2);
    expect(await raw.ttl("n")).toBeGreaterThan(50);
    await raw.destroy();
    for (const m of ["b", "a", "b"]) await cache.zincr("z", m, 1, { ttlSeconds: 60 });
    expect(await cache.ztop("z", 5)).toEqual([
      ["b", 2],
      ["a", 1],
    ]);
    await cache.del("k");
    expect(await cache.get("k")).toBeNull();
  });

  it("rejects a wrong token", async () => {
    const wrong = new UpstashCache({ url: adapter.url, token: "nope" });
    await expect(wrong.get("k")).rejects.toThrow();
  });

  it("keeps query statistics in Redis", async () => {
    const now = new Date("2026-11-23T00:00:00Z");
    await recordQuery(cache, { query: "NCB", locale: "th", resultCount: 0, now });
    await recordQuery(cache, { query: "ncb", locale: "th", resultCount: 0, now });
    expect(await topQueries(cache, { locale: "th", days: 7, zeroResults: true, now })).toEqual([
      { query: "ncb", count: 2 },
    ]);
  });

  it("rate-limits with @upstash/ratelimit (its Lua scripts through the adapter)", async () => {
    const limiter = upstashRateLimiter(
      { url: adapter.url, token: adapter.token },
      { limit: 3, windowSeconds: 60, prefix: "rl:test" },
    );
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.check("client-a")).ok);
    expect(results).toEqual([true, true, true, false]);
    expect((await limiter.check("client-b")).ok).toBe(true);
  });
});

describe("search index in Redis", () => {
  it("is published by build id and read from Redis", async () => {
    const key = await publishIndex(cache, thIndex);
    expect(key).toBe(indexKey("th", thIndex.buildId));
    const loaded = await loadIndex(cache, thIndex);
    expect(loaded.source).toBe("redis");
    expect(loaded.index).toEqual(thIndex);
  });

  it("falls back to the bundled index when this build's index is not published", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const loaded = await loadIndex(cache, enIndex);
    expect(loaded.source).toBe("bundled");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("is not in Redis"));
    warn.mockRestore();
  });

  it("falls back within the timeout when Redis is slow, and logs it", async () => {
    await publishIndex(cache, enIndex);
    adapter.delay = 2_000;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = performance.now();
    const loaded = await loadIndex(cache, enIndex, { timeoutMs: 150 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(loaded.source).toBe("bundled");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Redis unavailable"));
    warn.mockRestore();
  });
});

describe("when Redis dies mid-test", () => {
  it("search keeps answering from the bundled index, and the rate limiter lets visitors through", async () => {
    const limiter = upstashRateLimiter(
      { url: adapter.url, token: adapter.token },
      { limit: 100, windowSeconds: 60, prefix: "rl:down" },
    );
    expect((await limiter.check("c")).ok).toBe(true);
    await publishIndex(cache, thIndex);
    expect((await loadIndex(cache, thIndex)).source).toBe("redis");

    await redis.stop();
    resetIndexStore();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const loaded = await loadIndex(cache, thIndex);
    expect(loaded.source).toBe("bundled");
    expect(searchIndex(loaded.index, "ยื่นอุทธรณ์ต่อคณะกรรมการ", 3)[0].url).toBe("/Public/Appealprocess");
    expect((await limiter.check("c")).ok).toBe(true);
    await expect(new Redis({ url: adapter.url, token: adapter.token, retry: false }).get("k")).rejects.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
