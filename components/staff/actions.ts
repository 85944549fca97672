"use server";

import { redirect, unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { signIn } from "@/auth";
import { authConfigured } from "@/lib/auth/env";
import { assertStaffAction } from "@/lib/auth/guard";
import { safeCallbackPath, SIGN_IN_PATH } from "@/lib/auth/paths";
import { defaultLocale, localizedPath } from "@/i18n/locales";
import { localeSchema } from "@/lib/content/schema";
import { republishSearchIndex } from "./search-index";

/*
 * Server actions: Next.js accepts them only from the same origin (it compares Origin with Host), which is their
 * CSRF protection; the staff action checks the session and AUTH_URL's origin again itself.
 */
const signInForm = z.object({
  locale: localeSchema,
  callbackUrl: z.string().max(500).optional(),
  // Entra ID's login_hint pre-fills the account; the tests use it to pick a user of the local OpenID server.
  loginHint: z
    .string()
    .max(120)
    .regex(/^[\w.@+-]*$/)
    .optional(),
});

export async function signInAction(form: FormData) {
  const input = signInForm.safeParse(Object.fromEntries(form));
  const locale = input.success ? input.data.locale : defaultLocale;
  const signInPage = localizedPath(locale, SIGN_IN_PATH);
  if (!input.success || !authConfigured()) redirect(signInPage);
  const redirectTo = safeCallbackPath(input.data.callbackUrl, locale);
  try {
    await signIn(
      "microsoft-entra-id",
      { redirectTo },
      input.data.loginHint ? { login_hint: input.data.loginHint } : undefined,
    );
  } catch (error) {
    unstable_rethrow(error);
    // Discovery or the provider failed before the redirect: say so rather than show an error page.
    console.warn(`[auth] sign-in could not start: ${(error as Error).message}`);
    redirect(`${signInPage}?error=ProviderUnavailable`);
  }
}

export async function republishAction(form: FormData) {
  await assertStaffAction();
  const locale = localeSchema.catch(defaultLocale).parse(form.get("locale"));
  await republishSearchIndex();
  redirect(`${localizedPath(locale, "/staff")}?republished=1`);
}
