import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { InsightWindow } from "@/lib/staff/dashboard";
import { QueryTable } from "./QueryTable";

type Props = { locale: Locale; windows: InsightWindow[] | undefined };

/**
 * The most frequent queries and those that found nothing, per window of days, from the search counters (undefined:
 * the store could not be read).
 */
export async function SearchInsights({ locale, windows }: Props) {
  const t = await getTranslations({ locale, namespace: "staff" });
  const labels = { query: t("query"), count: t("count"), empty: t("noSearches") };
  return (
    <section className="staff-section" aria-labelledby="insights-title">
      <h2 id="insights-title">{t("insightsTitle")}</h2>
      <p>{t("insightsLead")}</p>
      {!windows && <p className="staff-notice staff-notice-warning">{t("insightsUnavailable")}</p>}
      {windows?.map(({ days, frequent, zero }) => (
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
