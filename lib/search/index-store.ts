// The search index's home in Redis: publishing it under a build id, and reading it back with the build's copy as fallback.
import { Backoff } from "../cache/backoff";
import type { Cache } from "../cache/types";
import { withTimeout } from "../cache/timeout";
import type { Locale } from "../../i18n/locales";
import { safeParseJson } from "../json";
import { searchIndexSchema, type SearchIndex } from "./types";

/** How long a visitor's request waits for Redis before answering from the bundled index. */
const INDEX_TIMEOUT_MS = 250;
/** Published indexes outlive a deployment by a month, then expire on their own. */
const PUBLISH_TTL_SECONDS = 30 * 24 * 3600;

export const indexKey = (locale: Locale, buildId: string) => `search:index:v1:${locale}:${buildId}`;

/** `npm run search:publish`: puts an index in Redis under its build id. */
export async function publishIndex(cache: Cache, index: SearchIndex): Promise<string> {
  const key = indexKey(index.locale, index.buildId);
  await cache.set(key, JSON.stringify(index), { ttlSeconds: PUBLISH_TTL_SECONDS });
  return key;
}

type LoadedIndex = { index: SearchIndex; source: "redis" | "bundled" };

const loaded = new Map<string, SearchIndex>();
/** After Redis failed or lacked the index, this instance answers from the bundled index until the window closes. */
const backoff = new Backoff();
let warnedMissing = new Set<string>();

function fallback(reason: string, now: number, bundled: SearchIndex): LoadedIndex {
  if (backoff.fail(now))
    console.warn(`[search] ${reason}: answering from the bundled index for ${backoff.retryAfterMs / 1000} s`);
  return { index: bundled, source: "bundled" };
}

/**
 * The index for this build: from Redis when the cache is Upstash (read once per instance, then kept in memory),
 * the bundled copy otherwise, or when Redis is slow, down, or lacks this build's index. Never throws.
 */
export async function loadIndex(
  cache: Cache,
  bundledIndex: SearchIndex | Promise<SearchIndex>,
  { timeoutMs = INDEX_TIMEOUT_MS, now = Date.now() }: { timeoutMs?: number; now?: number } = {},
): Promise<LoadedIndex> {
  // The build's own copy is read from its published file on first use (lib/search/bundled.ts).
  const bundled = await bundledIndex;
  if (cache.kind === "memory") return { index: bundled, source: "bundled" };
  const key = indexKey(bundled.locale, bundled.buildId);
  const hit = loaded.get(key);
  if (hit) return { index: hit, source: "redis" };
  if (backoff.down(now)) return { index: bundled, source: "bundled" };
  try {
    const raw = await withTimeout(cache.get(key), timeoutMs, "Redis index read");
    if (raw === null) {
      // In an outage the miss came from the memory fallback, which has already logged the outage once.
      if (cache.outage) return { index: bundled, source: "bundled" };
      if (!warnedMissing.has(key)) console.warn(`[search] ${key} is not in Redis (run npm run search:publish)`);
      warnedMissing.add(key);
      backoff.fail(now);
      return { index: bundled, source: "bundled" };
    }
    const parsed = safeParseJson(raw, searchIndexSchema);
    if (!parsed.success) return fallback(`${key} in Redis is malformed`, now, bundled);
    loaded.set(key, parsed.data);
    return { index: parsed.data, source: "redis" };
  } catch (error) {
    return fallback(`Redis unavailable (${(error as Error).message})`, now, bundled);
  }
}

/** Forgets indexes read from Redis and any back-off: for tests. */
export function resetIndexStore() {
  loaded.clear();
  backoff.recover();
  warnedMissing = new Set();
}
