// The in-memory cache: the default without Upstash, and the fallback during a Redis outage.
import type { Cache, TtlOptions } from "./types";

type Entry = { value: string | Map<string, number>; expiresAt: number };

/** Keeps memory bounded when a visitor or a bot sends endless distinct queries. */
const MAX_KEYS = 10_000;
const MAX_SET_MEMBERS = 2_000;

/** The embedded default: a Map with expiry, per process. Good for one server; nothing is shared or kept. */
export class MemoryCache implements Cache {
  readonly kind = "memory" as const;
  private entries = new Map<string, Entry>();

  constructor(private now: () => number = Date.now) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, value: Entry["value"], options: TtlOptions | undefined, keepExpiry?: Entry) {
    this.entries.delete(key);
    if (this.entries.size >= MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
    const expiresAt =
      keepExpiry?.expiresAt ?? (options?.ttlSeconds ? this.now() + options.ttlSeconds * 1000 : Infinity);
    this.entries.set(key, { value, expiresAt });
  }

  async get(key: string) {
    const value = this.live(key)?.value;
    return typeof value === "string" ? value : null;
  }

  async set(key: string, value: string, options?: TtlOptions) {
    this.put(key, value, options);
  }

  async incr(key: string, options?: TtlOptions) {
    const entry = this.live(key);
    const next = (entry && typeof entry.value === "string" ? Number(entry.value) || 0 : 0) + 1;
    this.put(key, String(next), options, entry);
    return next;
  }

  async del(key: string) {
    this.entries.delete(key);
  }

  async zincr(key: string, member: string, by = 1, options?: TtlOptions) {
    const entry = this.live(key);
    const set = entry && entry.value instanceof Map ? entry.value : new Map<string, number>();
    set.set(member, (set.get(member) ?? 0) + by);
    if (set.size > MAX_SET_MEMBERS) {
      const lowest = [...set].reduce((low, item) => (item[1] < low[1] ? item : low));
      set.delete(lowest[0]);
    }
    this.put(key, set, options, entry);
  }

  async ztop(key: string, count: number): Promise<[string, number][]> {
    const value = this.live(key)?.value;
    if (!(value instanceof Map)) return [];
    return [...value].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, count);
  }
}
