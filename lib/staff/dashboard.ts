// What the staff home shows, read from the store for the page to pass to components/staff as props.
import "server-only";
import { getCache } from "../cache";
import { feedbackCounts } from "../feedback/store";
import { latestWhy } from "../feedback/why";
import { topQueries, type StatsWindow } from "../search/stats";
import { locales } from "../../i18n/locales";

export type QueryCount = { query: string; count: number };
export type InsightWindow = { days: StatsWindow; frequent: QueryCount[]; zero: QueryCount[] };

/** Rows per list of queries. */
const LIMIT = 15;
const WINDOWS: StatsWindow[] = [7, 30];

/**
 * A read that may fail when Redis is down: undefined then, so the page says the figures are unavailable and the rest
 * of it still renders.
 */
async function unlessUnavailable<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    console.warn(`[staff] ${what} unavailable: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Both languages' counts added together: Thai and English queries rarely collide, and staff want one list. Read from
 * the process's one cache, the instance the search results page counts into (memory by default).
 */
async function merged(days: StatsWindow, zeroResults: boolean): Promise<QueryCount[]> {
  const cache = getCache();
  const lists = await Promise.all(
    locales.map((locale) => topQueries(cache, { locale, days, zeroResults, limit: LIMIT })),
  );
  const totals = new Map<string, number>();
  for (const { query, count } of lists.flat()) totals.set(query, (totals.get(query) ?? 0) + count);
  return [...totals]
    .map(([query, count]) => ({ query, count }))
    .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
    .slice(0, LIMIT);
}

/** The most frequent queries and those that found nothing, over 7 and 30 days, from the search counters. */
export const loadSearchInsights = () =>
  unlessUnavailable("search insights", () =>
    Promise.all(
      WINDOWS.map(async (days) => ({ days, frequent: await merged(days, false), zero: await merged(days, true) })),
    ),
  );

/** The page-feedback answers' counts per page. */
export const loadFeedbackCounts = () => unlessUnavailable("feedback counts", () => feedbackCounts(getCache()));

/** The latest "what were you trying to do?" answers, stored redacted, newest first. */
export const loadFeedbackWhy = () => unlessUnavailable("feedback answers", () => latestWhy(getCache()));
