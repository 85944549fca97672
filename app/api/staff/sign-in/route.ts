import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { startSignIn } from "@/lib/auth/actions";
import { authConfigured, staffOrigin } from "@/lib/auth/env";
import { safeCallbackPath, SIGN_IN_PATH } from "@/lib/auth/paths";
import { apiError } from "@/lib/http/api-error";
import { readForm } from "@/lib/http/form";
import { ALLOW } from "@/lib/http/allow";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { fromAnotherSite } from "@/lib/http/same-site";
import { defaultLocale, localizedPath } from "@/i18n/locales";
import { localeSchema } from "@/lib/content/schema";

/**
 * Starts the Microsoft sign-in, as a plain form post from the sign-in page (with or without JavaScript). A route the
 * app controls rather than a server action: a bad or cross-site post gets its 4xx here, not Next's 500.
 */
const form = z.object({
  locale: localeSchema.catch(defaultLocale),
  callbackUrl: z.string().max(500).optional(),
  // Entra ID's login_hint pre-fills the account; the tests use it to pick a user of the local OpenID server.
  loginHint: z
    .string()
    .max(120)
    .regex(/^[\w.@+-]*$/)
    .optional(),
});

export async function POST(request: NextRequest) {
  if (fromAnotherSite(request))
    return apiError(403, { code: "cross_site", message: "Sign in from this site's pages." });
  const fields = await readForm(request, form);
  if ("response" in fields) return fields.response;
  const { locale, callbackUrl, loginHint } = fields.data;
  const signInPage = new URL(localizedPath(locale, SIGN_IN_PATH), staffOrigin());
  if (!authConfigured()) return NextResponse.redirect(signInPage, 303);
  const redirectTo = safeCallbackPath(callbackUrl, locale);
  try {
    const to = await startSignIn(request, redirectTo, loginHint ? { login_hint: loginHint } : undefined);
    return NextResponse.redirect(to, 303);
  } catch (error) {
    // Discovery or the provider failed before the redirect: say so rather than show an error page.
    console.warn(`[auth] sign-in could not start: ${(error as Error).message}`);
    signInPage.searchParams.set("error", "ProviderUnavailable");
    return NextResponse.redirect(signInPage, 303);
  }
}

const refuse = methodNotAllowed(ALLOW.post);
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
