import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { endSignIn } from "@/lib/auth/actions";
import { afterSignOut, currentToken } from "@/lib/auth/end-session";
import { authConfigured, staffOrigin } from "@/lib/auth/env";
import { HINT_COOKIE } from "@/lib/auth/hint";
import { safeReturnUrl, SIGN_IN_PATH } from "@/lib/auth/paths";
import { providerHandOff } from "@/lib/auth/provider-hand-off";
import { apiError } from "@/lib/http/api-error";
import { readForm } from "@/lib/http/form";
import { ALLOW } from "@/lib/http/allow";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { fromAnotherSite } from "@/lib/http/same-site";
import { defaultLocale, localizedPath } from "@/i18n/locales";
import { localeSchema } from "@/lib/content/schema";

type Messages = typeof import("@/messages/th.json");

/**
 * Sign-out, as a plain form post from the header of any page (and the not-authorised page), with or without
 * JavaScript. The session is recorded as ended on the server (so a copy of the cookie is refused too), then, where
 * the identity provider publishes an end-session endpoint, the browser goes there to end that session as well.
 */
const form = z.object({ locale: localeSchema.catch(defaultLocale), from: z.string().max(500).optional() });

export async function POST(request: NextRequest) {
  if (fromAnotherSite(request))
    return apiError(403, { code: "cross_site", message: "Sign out from this site's own pages." });
  const fields = await readForm(request, form);
  if ("response" in fields) return fields.response;
  const { locale, from } = fields.data;
  (await cookies()).delete(HINT_COOKIE);
  // The origin the form was posted from (checked above to be this site's), else SITE_URL's: a server may answer on
  // another origin than the build's (the tests' servers do).
  const origin = request.headers.get("origin");
  const site = origin && origin !== "null" ? new URL(origin) : staffOrigin();
  if (!authConfigured()) return NextResponse.redirect(new URL(localizedPath(locale, "/"), site), 303);
  // Back to the public page it came from; from a staff page (or anywhere odd) to the sign-in page, which says so.
  const returnTo = safeReturnUrl(from, site) ?? new URL(`${localizedPath(locale, SIGN_IN_PATH)}?signedOut=1`, site);
  // Read before signOut() clears the cookie: the session's id names it at the provider.
  const next = await afterSignOut(await currentToken(request), returnTo);
  await endSignIn(request);
  // 303: the browser follows a form post's answer with a GET.
  if (next === returnTo) return NextResponse.redirect(next, 303);
  // The two strings straight from the locale's messages file: next-intl's translator and message formatter would be
  // this route's only use of them, and in the edge Worker every route handler's imports are code it carries.
  const { staff } = (await import(`../../../../messages/${locale}.json`)).default as Messages;
  return providerHandOff(locale, next, { message: staff.providerSignOut, link: staff.providerSignOutContinue });
}

const refuse = methodNotAllowed(ALLOW.post);
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
