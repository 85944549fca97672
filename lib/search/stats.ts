import type { Cache } from "../cache/types";
import type { Locale } from "../../i18n/locales";
import { REDACTED, redactPersonalData } from "../privacy/redact";
import { fold } from "./normalize";

/**
 * Query statistics for the staff insights page (a later issue). What is kept: per locale and UTC day, a count per
 * query (redacted, then folded) and a count per zero-result query; keys expire after 32
 * days. What is not: IP addresses, user agents, cookies, times of day. Counted where a search reaches our code,
 * so answers served from the edge cache are not counted.
 *
 * API:
 *   recordQuery(cache, { query, locale, resultCount })          after each search
 *   topQueries(cache, { locale, days: 7 | 30, zeroResults?, limit? })  → [{ query, count }] most frequent first
 */
export type StatsWindow = 7 | 30;

const TTL_SECONDS = 32 * 24 * 3600;
/** Members read per day when summing a window: the top of each day is enough to find the top of the window. */
const PER_DAY = 200;

const day = (date: Date) => date.toISOString().slice(0, 10);
const key = (locale: Locale, kind: "all" | "zero", date: string) => `search:stats:${locale}:${kind}:${date}`;

/** The placeholders as redaction writes them, after fold() has lowercased them. */
const PLACEHOLDER = new RegExp(
  Object.values(REDACTED)
    .map((p) => p.replace(/[[\]]/g, "\\$&"))
    .join("|"),
  "gi",
);
const canonical = new Map(Object.values(REDACTED).map((p) => [p.toLowerCase(), p]));

/**
 * A query as counted: redacted (lib/privacy/redact.ts: an ID, passport or phone number, an e-mail address, a name or
 * address it can see) before it reaches the store, then folded, so the search counters staff see hold no personal
 * data. A query that is an ID number is counted as "[ID]", never as written.
 */
export function statsQuery(query: string): string {
  return fold(redactPersonalData(query))
    .replace(PLACEHOLDER, (p) => canonical.get(p.toLowerCase()) ?? p)
    .replace(/\s+/g, " ")
    .trim();
}

export async function recordQuery(
  cache: Cache,
  { query, locale, resultCount, now = new Date() }: { query: string; locale: Locale; resultCount: number; now?: Date },
): Promise<void> {
  // First, before the store or anything that could fail and report: only the redacted query goes further.
  const member = statsQuery(query);
  if (member.length < 2) return;
  const date = day(now);
  await Promise.all([
    cache.zincr(key(locale, "all", date), member, 1, { ttlSeconds: TTL_SECONDS }),
    resultCount === 0 ? cache.zincr(key(locale, "zero", date), member, 1, { ttlSeconds: TTL_SECONDS }) : undefined,
  ]);
}

export async function topQueries(
  cache: Cache,
  opts: { locale: Locale; days: StatsWindow; zeroResults?: boolean; limit?: number; now?: Date },
): Promise<{ query: string; count: number }[]> {
  const { locale, days, zeroResults = false, limit = 20, now = new Date() } = opts;
  const dates = Array.from({ length: days }, (_, i) => day(new Date(now.getTime() - i * 86_400_000)));
  const perDay = await Promise.all(dates.map((d) => cache.ztop(key(locale, zeroResults ? "zero" : "all", d), PER_DAY)));
  const totals = new Map<string, number>();
  for (const [query, count] of perDay.flat()) totals.set(query, (totals.get(query) ?? 0) + count);
  return [...totals]
    .map(([query, count]) => ({ query, count }))
    .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
    .slice(0, limit);
}
