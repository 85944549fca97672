import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/i18n/locales";
import { ThaiText } from "@/components/content/ThaiText";
import { ConsentSheet } from "./ConsentSheet";
import type { RegistryPath } from "@/lib/routes";

type Props = {
  locale: Locale;
  /** The terms of use's title, which the consent sheet names. */
  termsTitle: string;
};

/**
 * The consent sheet with its words (spec section 2: terms of use and cookies). The document puts it right after the
 * skip link, before the header, the page and the footer: Tab and a screen reader reach it first, so it is answered
 * before anything that lies under it (docs/accessibility.md).
 */
export async function ConsentSheetBlock({ locale, termsTitle }: Props) {
  const t = await getTranslations({ locale, namespace: "overlays" });
  const terms = localizedPath(locale, "/TermAndCondition" satisfies RegistryPath);
  return (
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
  );
}
