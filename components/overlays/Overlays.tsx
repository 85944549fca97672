import { getTranslations } from "next-intl/server";
import { loadOverlayText, loadSplash } from "@/lib/content/overlays";
import { localizedPath, type Locale } from "@/i18n/locales";
import { SPLASH_SECONDS } from "@/lib/client/boot-script";
import { ActivityLoader } from "./ActivityLoader";
import { CookieBanner } from "./CookieBanner";
import { SplashScreen } from "./SplashScreen";
import { TermsDialog } from "./TermsDialog";

/** The pieces every page shares above its content: splash, terms, cookie banner, loader (spec section 2). */
export async function Overlays({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "overlays" });
  const terms = await loadOverlayText("terms", locale);
  return (
    <>
      <SplashScreen
        locale={locale}
        skipLabel={t("splashSkip")}
        countdown={[t("splashCountdownBefore"), t("splashCountdownAfter")]}
        seconds={SPLASH_SECONDS}
      />
      <TermsDialog title={terms.title} html={terms.html} acceptLabel={t("termsAccept")} closeLabel={t("termsClose")} />
      <CookieBanner
        text={t("cookieText")}
        acceptLabel={t("cookieAccept")}
        declineLabel={t("cookieDecline")}
        policyHref={`${localizedPath(locale, "/TermAndCondition")}#privacy`}
        policyLabel={t("cookiePolicy")}
      />
      <ActivityLoader
        loadingLabel={t("loading")}
        errorTitle={t("errorTitle")}
        errorText={t("errorText")}
        retryLabel={t("retry")}
        dismissLabel={t("dismiss")}
      />
    </>
  );
}

export function splashEnabled(): boolean {
  return loadSplash().enabled;
}
