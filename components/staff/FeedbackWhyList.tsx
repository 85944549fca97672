import { getTranslations } from "next-intl/server";
import type { StoredWhy } from "@/lib/feedback/why";
import { localizedPath, type Locale } from "@/i18n/locales";
import { findRoute } from "@/lib/routes";

/** Per page, at most this many of its latest answers: one busy page does not hide the others. */
const PER_PAGE = 5;

/**
 * "What were you trying to do?" answers (stored redacted), the latest per page, newest first (undefined: the store
 * could not be read).
 */
export async function FeedbackWhyList({ locale, answers }: { locale: Locale; answers: StoredWhy[] | undefined }) {
  const t = await getTranslations({ locale, namespace: "staff" });
  const pages = new Map<string, StoredWhy[]>();
  for (const answer of answers ?? []) {
    const key = `${answer.locale}:${answer.path}`;
    const list = pages.get(key) ?? [];
    if (list.length < PER_PAGE) list.push(answer);
    pages.set(key, list);
  }
  return (
    <section className="staff-section" aria-labelledby="feedback-why-title">
      <h2 id="feedback-why-title">{t("whyTitle")}</h2>
      <p>{t("whyLead")}</p>
      {!answers && <p className="staff-notice staff-notice-warning">{t("insightsUnavailable")}</p>}
      {answers && pages.size === 0 && <p>{t("noWhy")}</p>}
      {[...pages.values()].map((list) => {
        const { locale: pageLocale, path } = list[0];
        return (
          <section key={`${pageLocale}:${path}`} className="staff-why" data-path={path} data-locale={pageLocale}>
            <h3>
              <a href={localizedPath(pageLocale, path)}>{findRoute(path)?.label[locale] ?? path}</a>{" "}
              <span className="staff-path">
                {path} · {pageLocale.toUpperCase()}
              </span>
            </h3>
            <ul>
              {list.map((answer) => (
                <li key={answer.n} lang={answer.locale}>
                  {answer.text}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
