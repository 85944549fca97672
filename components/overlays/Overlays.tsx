import { getTranslations } from "next-intl/server";
import type { Splash } from "@/lib/content/overlays";
import { localizedPath, type Locale } from "@/i18n/locales";
import { SPLASH_SECONDS } from "@/lib/client/boot-script";
import { ActivityLoader } from "./ActivityLoader";
import { ConsentSheet } from "./ConsentSheet";
import { SplashScreen } from "./SplashScreen";
import { ThaiText } from "@/components/content/ThaiText";

type Props = {
  locale: Locale;
  splash: Splash;
  /** The terms of use's title, which the consent sheet names. */
  termsTitle: string;
};

/** The pieces every page shares above its content: splash, the consent sheet (terms and cookies), loader (spec section 2). */
export async function Overlays({ locale, splash, termsTitle }: Props) {
  const t = await getTranslations({ locale, namespace: "overlays" });
  const terms = localizedPath(locale, "/TermAndCondition");
  return (
    <>
      <SplashScreen
        locale={locale}
        splash={splash}
        skipLabel={<ThaiText text={t("splashSkip")} />}
        countdown={[
          <ThaiText key="before" text={t("splashCountdownBefore")} />,
          <ThaiText key="after" text={t("splashCountdownAfter")} />,
        ]}
        seconds={SPLASH_SECONDS}
      />
      <ConsentSheet
        label={t("sheetLabel")}
        terms={{
          title: <ThaiText text={termsTitle} />,
          text: <ThaiText text={t("termsSummary")} />,
          link: { href: terms, label: <ThaiText text={t("termsLink")} /> },
          yes: <ThaiText text={t("termsAccept")} />,
          notNow: t("termsClose"),
        }}
        cookies={{
          title: <ThaiText text={t("cookieLabel")} />,
          text: <ThaiText text={t("cookieText")} />,
          link: { href: `${terms}#cookies`, label: <ThaiText text={t("cookiePolicy")} /> },
          yes: <ThaiText text={t("cookieAccept")} />,
          no: <ThaiText text={t("cookieDecline")} />,
        }}
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
