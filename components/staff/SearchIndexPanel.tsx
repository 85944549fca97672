import { getTranslations } from "next-intl/server";
import { regionTag, type Locale } from "@/i18n/locales";
import { searchIndexStatus } from "./search-index";

/** Which build's index is served, when staff published it, and a button to republish it. */
export async function SearchIndexPanel({ locale, republished }: { locale: Locale; republished: boolean }) {
  const t = await getTranslations({ locale, namespace: "staff" });
  const { cacheKind, indexes } = await searchIndexStatus();
  const time = new Intl.DateTimeFormat(regionTag[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  });
  return (
    <section className="staff-section" aria-labelledby="index-title">
      <h2 id="index-title">{t("indexTitle")}</h2>
      {republished && (
        <p className="staff-notice staff-notice-info" role="status">
          {t("republished")}
        </p>
      )}
      <dl className="staff-index">
        {indexes.map((index) => (
          <div key={index.locale}>
            <dt>
              {t("indexBuild")} ({index.locale.toUpperCase()})
            </dt>
            <dd>
              <code>{index.buildId}</code> · {t("indexSource")}{" "}
              {index.source === "redis" ? t("sourceRedis") : t("sourceBundled")} · {t("indexPublished")}{" "}
              {index.publishedAt ? time.format(new Date(index.publishedAt)) : t("notPublished")}
            </dd>
          </div>
        ))}
      </dl>
      {cacheKind === "memory" ? (
        <p>{t("memoryOnly")}</p>
      ) : (
        <form method="post" action="/api/staff/republish">
          <input type="hidden" name="locale" value={locale} />
          <button type="submit">{t("republish")}</button>
        </form>
      )}
    </section>
  );
}
