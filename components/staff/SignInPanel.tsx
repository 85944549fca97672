import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { SignInNotice } from "@/lib/auth/messages";
import { SIGN_IN_ENDPOINT } from "@/lib/auth/paths";

type Props = { locale: Locale; notice?: SignInNotice; callbackUrl?: string; loginHint?: string };

/** The sign-in page's body: the message for how the user got here, and one button that starts the Microsoft flow. */
export async function SignInPanel({ locale, notice, callbackUrl, loginHint }: Props) {
  const t = await getTranslations({ locale, namespace: "staff" });
  const isProblem = notice && notice !== "signedOut";
  return (
    <div className="container page staff-page staff-sign-in">
      <h1>{t("signInTitle")}</h1>
      {notice && notice !== "denied" && (
        <p
          className={`staff-notice ${isProblem ? "staff-notice-warning" : "staff-notice-info"}`}
          role={isProblem ? "alert" : "status"}
        >
          {t(notice)}
        </p>
      )}
      <p className="lead">{t("signInLead")}</p>
      <form method="post" action={SIGN_IN_ENDPOINT}>
        <input type="hidden" name="locale" value={locale} />
        {callbackUrl && <input type="hidden" name="callbackUrl" value={callbackUrl} />}
        {loginHint && <input type="hidden" name="loginHint" value={loginHint} />}
        <button type="submit" className="staff-sign-in-button">
          {t("signInButton")}
        </button>
      </form>
    </div>
  );
}
