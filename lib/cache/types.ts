/**
 * The site's own small cache interface: simpler than a caching library, since none we found has an Upstash REST driver
 * (bentocache) or honours TTLs in memory (unstorage's memory driver). Values are strings; callers JSON-encode. Two
 * implementations: memory.ts (the embedded default, one per process) and upstash.ts (Upstash Redis over REST, shared by
 * every instance). Every method may reject when the store is down or slow: callers decide what to fall back to.
 */
export type TtlOptions = { ttlSeconds?: number };

export interface Cache {
  readonly kind: "memory" | "upstash";
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options?: TtlOptions): Promise<void>;
  /** Adds one and returns the new count; the TTL is set when the key is created and not extended after. */
  incr(key: string, options?: TtlOptions): Promise<number>;
  del(key: string): Promise<void>;
  /** Counter in a ranked set (a Redis sorted set): adds `by` to the member's score; TTL as for incr. */
  zincr(key: string, member: string, by?: number, options?: TtlOptions): Promise<void>;
  /** The `count` highest-scoring members, highest first. */
  ztop(key: string, count: number): Promise<[member: string, score: number][]>;
}
