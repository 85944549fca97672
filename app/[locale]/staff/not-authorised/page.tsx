import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/layout/PageFrame";
import { localeParam } from "@/lib/locale-param";
import { localizedPath } from "@/i18n/locales";
import { NOT_AUTHORISED_PATH, SIGN_OUT_ENDPOINT } from "@/lib/auth/paths";

type Props = PageProps<"/[locale]/staff/not-authorised">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "staff" });
  return { title: t("notAuthorisedTitle") };
}

/** Someone outside the tenant or the allowed e-mail domains: a clear answer, and a way to try another account. */
export default async function NotAuthorisedPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: "staff" });
  return (
    <PageFrame locale={locale} page={{ path: NOT_AUTHORISED_PATH }}>
      <div className="container page staff-page">
        <h1>{t("notAuthorisedTitle")}</h1>
        <p className="staff-notice staff-notice-warning" role="alert">
          {t("notAuthorisedText")}
        </p>
        <div className="staff-actions">
          {/* A session that is not (or no longer) staff is ended before trying another account. */}
          <form method="post" action={SIGN_OUT_ENDPOINT}>
            <input type="hidden" name="locale" value={locale} />
            <button type="submit">{t("tryAnotherAccount")}</button>
          </form>
          <a href={localizedPath(locale, "/")}>{t("backHome")}</a>
        </div>
      </div>
    </PageFrame>
  );
}
