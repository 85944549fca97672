import { describe, expect, it } from "vitest";
import { MemoryCache } from "@/lib/cache/memory";
import { memoryRateLimiter } from "@/lib/cache/rate-limit";
import { withTimeout } from "@/lib/cache/timeout";
import { recordQuery, statsQuery, topQueries } from "@/lib/search/stats";

function clock(start = 1_000_000) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe("MemoryCache", () => {
  it("gets, sets, deletes and expires values", async () => {
    const c = clock();
    const cache = new MemoryCache(c.now);
    await cache.set("a", "1");
    await cache.set("b", "2", { ttlSeconds: 10 });
    expect([await cache.get("a"), await cache.get("b"), await cache.get("none")]).toEqual(["1", "2", null]);
    c.t += 10_001;
    expect(await cache.get("b")).toBeNull();
    await cache.del("a");
    expect(await cache.get("a")).toBeNull();
  });

  it("counts, keeping the first TTL", async () => {
    const c = clock();
    const cache = new MemoryCache(c.now);
    expect(await cache.incr("n", { ttlSeconds: 5 })).toBe(1);
    c.t += 4_000;
    expect(await cache.incr("n", { ttlSeconds: 5 })).toBe(2);
    c.t += 1_001;
    expect(await cache.incr("n", { ttlSeconds: 5 })).toBe(1);
  });

  it("ranks members of a counted set", async () => {
    const cache = new MemoryCache();
    for (const m of ["b", "a", "b", "c", "b", "a"]) await cache.zincr("z", m);
    expect(await cache.ztop("z", 2)).toEqual([
      ["b", 3],
      ["a", 2],
    ]);
    expect(await cache.ztop("missing", 5)).toEqual([]);
  });
});

describe("memory rate limiter", () => {
  it("allows `limit` requests per window per client, then says when to retry", async () => {
    const c = clock();
    const limiter = memoryRateLimiter({ limit: 2, windowSeconds: 10, prefix: "t" }, c.now);
    expect((await limiter.check("x")).ok).toBe(true);
    expect((await limiter.check("x")).ok).toBe(true);
    const third = await limiter.check("x");
    expect(third).toMatchObject({ ok: false, remaining: 0, resetAt: c.t + 10_000 });
    expect((await limiter.check("y")).ok).toBe(true);
    c.t += 10_000;
    expect((await limiter.check("x")).ok).toBe(true);
  });
});

describe("withTimeout", () => {
  it("rejects a slow promise and passes a fast one", async () => {
    await expect(withTimeout(new Promise(() => {}), 20, "slow")).rejects.toThrow("slow took longer than 20 ms");
    await expect(withTimeout(Promise.resolve(1), 20, "fast")).resolves.toBe(1);
  });
});

describe("query statistics", () => {
  it("count queries and zero-result queries per locale over 7 and 30 days", async () => {
    const cache = new MemoryCache();
    const now = new Date("2026-11-23T10:00:00Z");
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    await recordQuery(cache, { query: "NCB", locale: "th", resultCount: 5, now });
    await recordQuery(cache, { query: "ncb", locale: "th", resultCount: 5, now: daysAgo(1) });
    await recordQuery(cache, { query: "อุทธรณ์", locale: "th", resultCount: 3, now: daysAgo(10) });
    await recordQuery(cache, { query: "zzqx", locale: "th", resultCount: 0, now });
    await recordQuery(cache, { query: "appeal", locale: "en", resultCount: 4, now });

    expect(await topQueries(cache, { locale: "th", days: 7, now })).toEqual([
      { query: "ncb", count: 2 },
      { query: "zzqx", count: 1 },
    ]);
    expect((await topQueries(cache, { locale: "th", days: 30, now })).map((q) => q.query)).toContain("อุทธรณ์");
    expect(await topQueries(cache, { locale: "th", days: 7, zeroResults: true, now })).toEqual([
      { query: "zzqx", count: 1 },
    ]);
    expect(await topQueries(cache, { locale: "en", days: 7, now })).toEqual([{ query: "appeal", count: 1 }]);
  });

  it("keep no personal data: numbers and e-mail addresses are redacted", () => {
    expect(statsQuery("บัตรประชาชน 1234567890123")).toBe("บัตรประชาชน [ID]");
    expect(statsQuery("me@example.com appeal")).toBe("[email] appeal");
    expect(statsQuery("โทร 02-283-5353")).toBe("โทร [phone]");
    expect(statsQuery("มาตรา 25")).toBe("มาตรา 25");
  });
});
