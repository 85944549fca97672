import { getTranslations } from "next-intl/server";
import { ThaiText } from "@/components/content/ThaiText";
import { localizedPath, type Locale } from "@/i18n/locales";

/** Where the appeal journey starts ("before you start"), and where its Start button leads (the helper's steps). */
export const APPEAL_START_PATH = "/Public/AppealStart";
export const APPEAL_HELPER_PATH = "/Public/Appealprocess/Helper";

/**
 * The one entry to an appeal, the same on every page that offers it (home, the appeal page, FAQ, contact): a link
 * styled as a button, so it works without JavaScript. On the start page itself it is the Start button.
 */
export async function AppealStartLink({ locale, to }: { locale: Locale; to: "start" | "helper" }) {
  const t = await getTranslations({ locale, namespace: "appealStart" });
  if (to === "helper") {
    return (
      <a className="button button-start" href={localizedPath(locale, APPEAL_HELPER_PATH)}>
        <ThaiText text={t("start")} /> <span aria-hidden="true">→</span>
      </a>
    );
  }
  return (
    <p className="appeal-start">
      <a className="button button-start" href={localizedPath(locale, APPEAL_START_PATH)}>
        <ThaiText text={t("entry")} /> <span aria-hidden="true">→</span>
      </a>
      <span className="appeal-start-hint">
        <ThaiText text={t("hint")} />
      </span>
    </p>
  );
}
