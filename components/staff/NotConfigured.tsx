import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";

/** /staff without the AUTH_* variables: a plain statement, not an error. */
export async function NotConfigured({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "staff" });
  return (
    <div className="container page staff-page">
      <h1>{t("notConfiguredTitle")}</h1>
      <p className="staff-notice staff-notice-info">{t("notConfiguredText")}</p>
    </div>
  );
}
