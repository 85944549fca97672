import { getTranslations } from "next-intl/server";
import type { Splash } from "@/lib/content/overlays";
import type { Locale } from "@/i18n/locales";
import { SPLASH_SECONDS } from "@/lib/client/boot-script";
import { ActivityLoader } from "./ActivityLoader";
import { SplashScreen } from "./SplashScreen";
import { ThaiText } from "@/components/content/ThaiText";

type Props = { locale: Locale; splash: Splash };

/**
 * The pieces every page shares above its content: the splash and the loader (spec section 2). The consent sheet is
 * not here: it comes early in the document (ConsentSheetBlock).
 */
export async function Overlays({ locale, splash }: Props) {
  const t = await getTranslations({ locale, namespace: "overlays" });
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
