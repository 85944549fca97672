import { Redis } from "@upstash/redis";
import { createClient } from "redis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { upstashRateLimiter } from "@/lib/cache/rate-limit";
import { UpstashCache } from "@/lib/cache/upstash";
import { runSearch } from "@/lib/search/service";
import { topQueries, recordQuery } from "@/lib/search/stats";
import { startRedis, type RedisServer } from "../support/redis-server";
import { startUpstashAdapter, type UpstashAdapter } from "../support/upstash-adapter";

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

describe("when Redis dies mid-test", () => {
  it("search keeps answering from the bundled index, and the rate limiter lets visitors through", async () => {
    const limiter = upstashRateLimiter(
      { url: adapter.url, token: adapter.token },
      { limit: 100, windowSeconds: 60, prefix: "rl:down" },
    );
    expect((await limiter.check("c")).ok).toBe(true);

    await redis.stop();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const search = await runSearch({ q: "ยื่นอุทธรณ์ต่อคณะกรรมการ", locale: "th", limit: 3, page: 1 }, cache);
    expect(search.response.total).toBeGreaterThan(0);
    // The query statistics go to Redis after the answer: their failure is logged, not thrown.
    await search.record();
    expect((await limiter.check("c")).ok).toBe(true);
    await expect(new Redis({ url: adapter.url, token: adapter.token, retry: false }).get("k")).rejects.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
