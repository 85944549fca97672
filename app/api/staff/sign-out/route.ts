import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { z } from "zod";
import { signOut } from "@/auth";
import { authConfigured } from "@/lib/auth/env";
import { HINT_COOKIE } from "@/lib/auth/hint";
import { isStaffPath, SIGN_IN_PATH } from "@/lib/auth/paths";
import { apiError } from "@/lib/http/api-error";
import { BodyTooLarge, readBoundedText } from "@/lib/http/body";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { fromAnotherSite } from "@/lib/http/same-site";
import { defaultLocale, localizedPath } from "@/i18n/locales";
import { localeSchema } from "@/lib/content/schema";
import { siteUrl } from "@/lib/site-url";

/**
 * Sign-out, as a plain form post from the header of any page, with or without JavaScript. A route rather than a
 * server action: a server action imported by the header would ship React's server-reference client (≈10 KiB gzip)
 * to every public page, for the few visitors who are staff (issue 16, first-view budget).
 */
const form = z.object({
  locale: localeSchema.catch(defaultLocale),
  from: z.string().max(500).optional(),
});

const FORM_LIMIT = 2048;

export async function POST(request: Request) {
  if (fromAnotherSite(request))
    return apiError(403, { code: "cross_site", message: "Sign out from this site's own pages." });
  let fields: z.infer<typeof form>;
  try {
    fields = form.parse(Object.fromEntries(new URLSearchParams(await readBoundedText(request, FORM_LIMIT))));
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiError(413, { code: "too_large", message: "The form is too large." });
    return apiError(400, { code: "invalid", message: "The form could not be read." });
  }
  const { locale, from } = fields;
  // Back to the public page it came from; from a staff page (or anywhere odd) to the sign-in page, which says so.
  const stay = from && from.startsWith("/") && !from.startsWith("//") && !from.includes("\\") && !isStaffPath(from);
  (await cookies()).delete(HINT_COOKIE);
  if (authConfigured()) await signOut({ redirect: false });
  const target = !authConfigured()
    ? localizedPath(locale, "/")
    : stay
      ? from
      : `${localizedPath(locale, SIGN_IN_PATH)}?signedOut=1`;
  // 303: the browser follows a form post's answer with a GET. Back to the origin the form was posted from (checked
  // above to be this site's), else SITE_URL's: a server may answer on another origin than the build's (tests do).
  const origin = request.headers.get("origin");
  return NextResponse.redirect(new URL(target, origin && origin !== "null" ? origin : siteUrl()), 303);
}

export const GET = methodNotAllowed("POST");
