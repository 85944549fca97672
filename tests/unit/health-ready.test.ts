import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readiness } from "@/lib/health/ready";
import { startRedis, type RedisServer } from "../support/redis-server";
import { startUpstashAdapter, type UpstashAdapter } from "../support/upstash-adapter";

/** Readiness asks the store itself, memory or Redis (through the Upstash REST adapter over a real redis-server). */
let redis: RedisServer;
let adapter: UpstashAdapter;

beforeAll(async () => {
  redis = await startRedis();
  adapter = await startUpstashAdapter(redis.url);
}, 20_000);

afterAll(async () => {
  await adapter?.close().catch(() => {});
  await redis?.stop();
});

afterEach(() => {
  vi.unstubAllEnvs();
  adapter.delay = 0;
});

describe("readiness", () => {
  it("is ready on the in-memory store, and names it", async () => {
    vi.stubEnv("UPSTASH_REDIS_REST_URL", "");
    vi.stubEnv("UPSTASH_REDIS_REST_TOKEN", "");
    expect(await readiness()).toMatchObject({ ok: true, store: { kind: "memory", up: true } });
  });

  it("is ready when Redis answers, and not ready within the bound when Redis is slow, naming Redis", async () => {
    vi.stubEnv("UPSTASH_REDIS_REST_URL", adapter.url);
    vi.stubEnv("UPSTASH_REDIS_REST_TOKEN", adapter.token);
    expect(await readiness()).toMatchObject({ ok: true, store: { kind: "redis", up: true } });
    adapter.delay = 3000;
    const slow = await readiness(300);
    expect(slow).toMatchObject({ ok: false, store: { kind: "redis", up: false } });
  });
});
