import { getTranslations } from "next-intl/server";
import type { PageCounts } from "@/lib/feedback/store";
import { localizedPath, type Locale } from "@/i18n/locales";
import { findRoute } from "@/lib/routes";

/** Staff see the counts per page of the page-feedback answers (undefined: the store could not be read). */
export async function FeedbackTable({ locale, rows }: { locale: Locale; rows: PageCounts[] | undefined }) {
  const t = await getTranslations({ locale, namespace: "staff" });
  return (
    <section className="staff-section" aria-labelledby="feedback-title">
      <h2 id="feedback-title">{t("feedbackTitle")}</h2>
      <p>{t("feedbackLead")}</p>
      {!rows && <p className="staff-notice staff-notice-warning">{t("insightsUnavailable")}</p>}
      {rows && (
        // Focusable so keyboard users can scroll a table wider than a phone.
        <div className="staff-table-scroll" tabIndex={0} role="region" aria-label={t("feedbackTitle")}>
          <table className="staff-table staff-feedback-table">
            <thead>
              <tr>
                <th scope="col">{t("page")}</th>
                <th scope="col">{t("language")}</th>
                <th scope="col" className="num">
                  {t("yes")}
                </th>
                <th scope="col" className="num">
                  {t("no")}
                </th>
                <th scope="col" className="num">
                  {t("usefulShare")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={5}>{t("noFeedback")}</td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={`${row.locale}:${row.path}`} data-path={row.path} data-locale={row.locale}>
                  <th scope="row">
                    <a href={localizedPath(row.locale, row.path)}>{findRoute(row.path)?.label[locale] ?? row.path}</a>
                    <span className="staff-path">{row.path}</span>
                  </th>
                  <td>{row.locale.toUpperCase()}</td>
                  <td className="num">{row.yes}</td>
                  <td className="num">{row.no}</td>
                  <td className="num">{Math.round((100 * row.yes) / Math.max(1, row.yes + row.no))}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
