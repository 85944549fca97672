import { getTranslations } from "next-intl/server";
import { appealFormUrl } from "@/lib/appeal-form/files";
import { loadOverlayText } from "@/lib/content/overlays";
import { localizedPath, type Locale } from "@/i18n/locales";
import { AppealConditions } from "./AppealConditions";

/** The `::appeal-form` block: the button that shows the appeal conditions and then opens the form. */
export async function AppealFormBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "appeal" });
  const { title, html } = await loadOverlayText("appeal-conditions", locale);
  const pdf = appealFormUrl(locale);
  return (
    <div className="appeal-form-block">
      <AppealConditions
        title={title}
        html={html}
        openLabel={t("open")}
        acceptLabel={t("accept")}
        acceptHint={t("acceptHint")}
        closeLabel={t("close")}
        pdfUrl={pdf}
      />
      <noscript>
        <p>
          {t("noScript")} <a href={localizedPath(locale, "/Public/ShouldKnow")}>{t("noScriptConditions")}</a> ·{" "}
          <a href={pdf}>{t("noScriptDownload")}</a>
        </p>
      </noscript>
    </div>
  );
}
