import { getTranslations } from "next-intl/server";
import { getCache } from "@/lib/cache";
import { locales, type Locale } from "@/i18n/locales";
import { topQueries, type StatsWindow } from "@/lib/search/stats";
import { QueryTable } from "./QueryTable";

type Row = { query: string; count: number };
const LIMIT = 15;

/**
 * Both languages' counts added together: Thai and English queries rarely collide, and staff want one list.
 * getCache(), not getCache(): the search results page records through this layer's instance (memory default).
 */
async function merged(days: StatsWindow, zeroResults: boolean): Promise<Row[]> {
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
export async function SearchInsights({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "staff" });
  const labels = { query: t("query"), count: t("count"), empty: t("noSearches") };
  const windows: StatsWindow[] = [7, 30];
  let data: { days: StatsWindow; frequent: Row[]; zero: Row[] }[] | undefined;
  try {
    data = await Promise.all(
      windows.map(async (days) => ({ days, frequent: await merged(days, false), zero: await merged(days, true) })),
    );
  } catch (error) {
    console.warn(`[staff] search insights unavailable: ${(error as Error).message}`);
  }
  return (
    <section className="staff-section" aria-labelledby="insights-title">
      <h2 id="insights-title">{t("insightsTitle")}</h2>
      <p>{t("insightsLead")}</p>
      {!data && <p className="staff-notice staff-notice-warning">{t("insightsUnavailable")}</p>}
      {data?.map(({ days, frequent, zero }) => (
        <div key={days} className="staff-window">
          <h3>{t("lastDays", { days })}</h3>
          <div className="staff-grid">
            <QueryTable caption={t("frequent")} rows={frequent} labels={labels} />
            <QueryTable caption={t("zeroResults")} rows={zero} labels={labels} />
          </div>
        </div>
      ))}
    </section>
  );
}
