// Readiness: whether the store this instance counts and remembers in (memory or Upstash Redis) answers, in time.
import { getCache, upstashEnv } from "../cache";
import { withTimeout } from "../cache/timeout";
import type { Cache } from "../cache/types";
import { UpstashCache } from "../cache/upstash";

/** A load balancer waits this long at most: a store slower than this is as good as down for a visitor. */
const READY_TIMEOUT_MS = 1000;

export type Readiness = {
  ok: boolean;
  store: { kind: "memory" | "redis"; up: boolean; ms: number; error?: string };
};

/** At least the wait the site itself gives Redis (UPSTASH_TIMEOUT_MS): a store the site still uses is not down. */
const readyWait = () => Math.max(READY_TIMEOUT_MS, upstashEnv()?.timeoutMs ?? 0);

const PROBE_KEY = "health:probe";
const redisProbes = new Map<string, UpstashCache>();

/**
 * The store asked directly, not through the cache the site uses: during a Redis outage that one answers from memory
 * (lib/cache/resilient.ts), which keeps pages up but would hide the outage from a health check. Memory is asked too,
 * so the answer names the store either way.
 */
function probeStore(): { kind: Readiness["store"]["kind"]; cache: Cache } {
  const upstash = upstashEnv();
  if (!upstash) return { kind: "memory", cache: getCache() };
  let probe = redisProbes.get(upstash.url);
  if (!probe) redisProbes.set(upstash.url, (probe = new UpstashCache({ ...upstash, timeoutMs: readyWait() })));
  return { kind: "redis", cache: probe };
}

export async function readiness(timeoutMs = readyWait()): Promise<Readiness> {
  const { kind, cache } = probeStore();
  const started = performance.now();
  try {
    const value = String(Date.now());
    await withTimeout(
      cache.set(PROBE_KEY, value, { ttlSeconds: 60 }).then(() => cache.get(PROBE_KEY)),
      timeoutMs,
      `the ${kind} store`,
    );
    return { ok: true, store: { kind, up: true, ms: Math.round(performance.now() - started) } };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    return { ok: false, store: { kind, up: false, ms, error: (error as Error).message.slice(0, 200) } };
  }
}
