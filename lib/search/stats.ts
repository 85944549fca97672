import type { Cache } from "../cache/types";
import type { Locale } from "../../i18n/locales";
import { fold } from "./normalize";

/**
 * Query statistics for the staff insights page (a later issue). What is kept: per locale and UTC day, a count per
 * query (folded, digits and e-mail addresses redacted) and a count per zero-result query; keys expire after 32
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

/** Anything with an @ between non-spaces: an e-mail address, however it is spelt. */
const EMAIL = /[^\s@]+@[^\s@]*/g;
/**
 * Six digits or more, however grouped: a Thai ID number (13 digits, often 1-2345-67890-12-3), a phone number
 * (02-283-5353, 081.234.5678, +66 (0)2 283 5353), an account or card number. Section numbers and years are shorter.
 * Thai digits are folded to ASCII first.
 */
const LONG_NUMBER = /\+?\(?\d(?:[\s().\/-]*\d){5,}\)?/g;

/**
 * A query as counted: folded, and anything that may identify a person (an ID number, a phone number, an e-mail
 * address) redacted before it reaches the store, so the search counters staff see hold no personal data.
 */
export function statsQuery(query: string): string {
  return fold(query).replace(EMAIL, "[email]").replace(LONG_NUMBER, "[number]").replace(/\s+/g, " ").trim();
}

export async function recordQuery(
  cache: Cache,
  { query, locale, resultCount, now = new Date() }: { query: string; locale: Locale; resultCount: number; now?: Date },
): Promise<void> {
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
