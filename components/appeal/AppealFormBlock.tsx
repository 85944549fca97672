import { getTranslations } from "next-intl/server";
import { appealFormUrl } from "@/lib/appeal-form/files";
import type { OverlayText } from "@/lib/content/overlays";
import { localizedPath, type Locale } from "@/i18n/locales";
import { AppealConditions } from "./AppealConditions";
import { ThaiText } from "@/components/content/ThaiText";
import type { RegistryPath } from "@/lib/routes";

/** The `::appeal-form` block: the button that shows the appeal conditions and then opens the form. */
export async function AppealFormBlock({ locale, conditions }: { locale: Locale; conditions: OverlayText }) {
  const t = await getTranslations({ locale, namespace: "appeal" });
  const { title, html } = conditions;
  const pdf = appealFormUrl(locale);
  return (
    <div className="appeal-form-block">
      <AppealConditions
        title={<ThaiText text={title} />}
        html={html}
        openLabel={<ThaiText text={t("open")} />}
        acceptLabel={<ThaiText text={t("accept")} />}
        acceptHint={<ThaiText text={t("acceptHint")} />}
        closeLabel={<ThaiText text={t("close")} />}
        pdfUrl={pdf}
      />
      <noscript>
        <p>
          {t("noScript")}{" "}
          <a href={localizedPath(locale, "/Public/ShouldKnow" satisfies RegistryPath)}>{t("noScriptConditions")}</a> ·{" "}
          <a href={pdf}>{t("noScriptDownload")}</a>
        </p>
      </noscript>
    </div>
  );
}
