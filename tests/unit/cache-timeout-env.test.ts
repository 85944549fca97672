import { afterEach, describe, expect, it, vi } from "vitest";
import { redisTimeoutMs, upstashEnv } from "@/lib/cache";
import { REDIS_TIMEOUT_MS } from "@/lib/cache/upstash";

describe("UPSTASH_TIMEOUT_MS, the wait for Redis before a call counts as an outage", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("takes a whole number of milliseconds from 50 to 10,000", () => {
    expect(redisTimeoutMs("50")).toBe(50);
    expect(redisTimeoutMs("2000")).toBe(2000);
    expect(redisTimeoutMs("10000")).toBe(10_000);
  });

  it("keeps the default when unset or not a value it takes", () => {
    expect(redisTimeoutMs(undefined)).toBe(REDIS_TIMEOUT_MS);
    expect(redisTimeoutMs("")).toBe(REDIS_TIMEOUT_MS);
    for (const bad of ["0", "49", "10001", "1.5", "2s", "-300", "Infinity", " 300 ", "0x12c", "3e2"])
      expect(redisTimeoutMs(bad), bad).toBe(REDIS_TIMEOUT_MS);
  });

  it("says once that a value is not one it takes, however often the settings are read", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubEnv("UPSTASH_REDIS_REST_URL", "http://localhost:8079");
    vi.stubEnv("UPSTASH_REDIS_REST_TOKEN", "t");
    vi.stubEnv("UPSTASH_TIMEOUT_MS", "2s");
    for (let i = 0; i < 5; i++) expect(upstashEnv()?.timeoutMs).toBe(REDIS_TIMEOUT_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain("UPSTASH_TIMEOUT_MS");
    warn.mockRestore();
  });

  it("reaches the Upstash options the cache and the rate limits are built from", () => {
    vi.stubEnv("UPSTASH_REDIS_REST_URL", "http://localhost:8079");
    vi.stubEnv("UPSTASH_REDIS_REST_TOKEN", "t");
    vi.stubEnv("UPSTASH_TIMEOUT_MS", "1500");
    expect(upstashEnv()).toEqual({ url: "http://localhost:8079", token: "t", timeoutMs: 1500 });
    vi.stubEnv("UPSTASH_TIMEOUT_MS", "");
    expect(upstashEnv()?.timeoutMs).toBe(REDIS_TIMEOUT_MS);
  });
});
