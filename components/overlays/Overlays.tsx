import { getTranslations } from "next-intl/server";
import { loadOverlayText, loadSplash } from "@/lib/content/overlays";
import { localizedPath, type Locale } from "@/i18n/locales";
import { SPLASH_SECONDS } from "@/lib/client/boot-script";
import { ActivityLoader } from "./ActivityLoader";
import { CookieBanner } from "./CookieBanner";
import { SplashScreen } from "./SplashScreen";
import { TermsDialog } from "./TermsDialog";
import { ThaiText } from "@/components/content/ThaiText";

/** The pieces every page shares above its content: splash, terms, cookie banner, loader (spec section 2). */
export async function Overlays({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "overlays" });
  const terms = await loadOverlayText("terms", locale);
  return (
    <>
      <SplashScreen
        locale={locale}
        skipLabel={<ThaiText text={t("splashSkip")} />}
        countdown={[
          <ThaiText key="before" text={t("splashCountdownBefore")} />,
          <ThaiText key="after" text={t("splashCountdownAfter")} />,
        ]}
        seconds={SPLASH_SECONDS}
      />
      <TermsDialog
        title={<ThaiText text={terms.title} />}
        html={terms.html}
        acceptLabel={<ThaiText text={t("termsAccept")} />}
        closeLabel={<ThaiText text={t("termsClose")} />}
      />
      <CookieBanner
        text={<ThaiText text={t("cookieText")} />}
        acceptLabel={<ThaiText text={t("cookieAccept")} />}
        declineLabel={<ThaiText text={t("cookieDecline")} />}
        policyHref={`${localizedPath(locale, "/TermAndCondition")}#privacy`}
        policyLabel={<ThaiText text={t("cookiePolicy")} />}
      />
      <ActivityLoader
        loadingLabel={t("loading")}
        errorTitle={<ThaiText text={t("errorTitle")} />}
        errorText={<ThaiText text={t("errorText")} />}
        retryLabel={<ThaiText text={t("retry")} />}
        dismissLabel={<ThaiText text={t("dismiss")} />}
      />
    </>
  );
}

export function splashEnabled(): boolean {
  return loadSplash().enabled;
}
