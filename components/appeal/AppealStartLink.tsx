import { getTranslations } from "next-intl/server";
import { ThaiText } from "@/components/content/ThaiText";
import { localizedPath, type Locale } from "@/i18n/locales";
import { APPEAL_HELPER_PATH, type RegistryPath } from "@/lib/routes";

/** Where the appeal journey starts ("before you start"); its Start button leads to the helper (APPEAL_HELPER_PATH). */
const APPEAL_START_PATH = "/Public/AppealStart" satisfies RegistryPath;

/**
 * The one entry to an appeal, the same on every page that offers it (home, the appeal page, FAQ, contact): a link
 * styled as a button, so it works without JavaScript, with a line saying what it leads to. On the start page itself
 * it is the Start button, with how long the filling in takes (an honest estimate, not an official figure).
 */
export async function AppealStartLink({ locale, to }: { locale: Locale; to: "start" | "helper" }) {
  const t = await getTranslations({ locale, namespace: "appealStart" });
  const [path, label, hint] =
    to === "helper" ? [APPEAL_HELPER_PATH, t("start"), t("time")] : [APPEAL_START_PATH, t("entry"), t("hint")];
  return (
    <p className="appeal-start">
      <a className="button button-start" href={localizedPath(locale, path)}>
        <ThaiText text={label} /> <span aria-hidden="true">→</span>
      </a>
      <span className="appeal-start-hint">
        <ThaiText text={hint} />
      </span>
    </p>
  );
}
