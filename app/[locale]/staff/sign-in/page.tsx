import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/layout/PageFrame";
import { SignInPanel } from "@/components/staff/SignInPanel";
import { localizedErrorPage } from "@/lib/auth/error-page";
import { isSignedInStaff } from "@/lib/auth/page-guard";
import { signInNotice } from "@/lib/auth/messages";
import { NOT_AUTHORISED_PATH, queryOf, safeCallbackPath, SIGN_IN_PATH } from "@/lib/auth/paths";
import { localeParam } from "@/lib/locale-param";
import { localizedPath } from "@/i18n/locales";

type Props = PageProps<"/[locale]/staff/sign-in">;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "staff" });
  return { title: t("signInTitle") };
}

/** Staff sign-in, with a message for an expired session, a cancelled sign-in, a provider that is down, a sign-out. */
export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const query = await searchParams;
  // Auth.js shows its errors on the default language's page: on to the language the sign-in began in.
  const errorPage = localizedErrorPage(locale, queryOf(query), await cookies());
  if (errorPage) redirect(errorPage);
  const notice = signInNotice({
    error: first(query.error),
    reason: first(query.reason),
    signedOut: first(query.signedOut),
  });
  if (notice === "denied") redirect(localizedPath(locale, NOT_AUTHORISED_PATH));
  const callbackUrl = safeCallbackPath(first(query.callbackUrl), locale);
  // Already signed in (a bookmark, the back button): straight on.
  if (!notice && (await isSignedInStaff())) redirect(callbackUrl);
  return (
    <PageFrame locale={locale} page={{ path: SIGN_IN_PATH }}>
      <SignInPanel locale={locale} notice={notice} callbackUrl={callbackUrl} loginHint={first(query.login_hint)} />
    </PageFrame>
  );
}
