import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { Session } from "next-auth";
import { cache } from "react";
import { auth } from "./config";
import { localizedPath, type Locale } from "../../i18n/locales";
import { apiError } from "../http/api-error";
import { renewalFirst, staffDestination } from "./destination";
import { authConfigured } from "./env";
import { HINT_COOKIE } from "./hint";
import { renewalPath, SIGN_IN_PATH } from "./paths";
import { readSession } from "./session-read";
import { isCrossSite, sessionStatus } from "./staff";

export type StaffUser = { name: string; email: string };

function staffUser(session: Session): StaffUser {
  return { name: session.user?.name || session.user?.email || "", email: session.user?.email ?? "" };
}

/** This request's session as its page reads it (./session-read.ts), once however many parts of the page ask. */
const pageSession = cache(async () => readSession(await headers(), "page"));

/**
 * The guard of the staff pages, which every page of `app/[locale]/staff/(protected)` calls first with its own address
 * (`here`, path and query, where a sign-in returns to): a page, not a layout, since a layout knows no query and
 * renders beside the page, not before it. Sends the browser through the renewal route when cookies need writing,
 * else anyone who is not signed-in staff elsewhere (./destination.ts); returns the staff member.
 */
export async function requireStaff(locale: Locale, here: string): Promise<StaffUser> {
  if (!authConfigured()) redirect(localizedPath(locale, SIGN_IN_PATH));
  const read = await pageSession();
  const status = sessionStatus(read.session);
  const hinted = (await cookies()).has(HINT_COOKIE);
  if (renewalFirst(status, read, hinted)) redirect(renewalPath(here));
  const elsewhere = staffDestination(status, { locale, here, hinted });
  if (elsewhere) redirect(elsewhere);
  return staffUser(read.session!);
}

/** Whether the request carries a staff session: the sign-in page sends staff straight on. */
export async function isSignedInStaff(): Promise<boolean> {
  return authConfigured() && sessionStatus((await pageSession()).session) === "staff";
}

/** The expected origin of browser requests: AUTH_URL's when set (it is what staff browse to), else the Host's. */
async function expectedOrigin(): Promise<string> {
  if (process.env.AUTH_URL) return new URL(process.env.AUTH_URL).origin;
  const h = await headers();
  return `${h.get("x-forwarded-proto") ?? "http"}://${h.get("host")}`;
}

/**
 * The guard for staff route handlers: 404 when sign-in is not configured, 401 without a staff session, 403 for a
 * signed-in identity that is not (or no longer) staff, and 403 for a request from another site; each in the site's
 * one error shape (lib/http/api-error.ts).
 */
export async function staffApiGuard(): Promise<{ user: StaffUser } | { response: Response }> {
  const refused = (status: number, code: string, message: string) => ({
    response: apiError(status, { code, message }),
  });
  if (!authConfigured()) return refused(404, "not_configured", "Staff sign-in is not configured on this server.");
  // Staff data is not for other sites, whatever the method.
  if (isCrossSite(await headers(), await expectedOrigin()))
    return refused(403, "cross_site", "Staff data is answered to this site's own pages only.");
  const session = await auth();
  const status = sessionStatus(session);
  if (status === "anonymous" || status === "expired") return refused(401, "unauthenticated", "Sign in as staff first.");
  if (status === "denied") return refused(403, "forbidden", "This account is not staff.");
  return { user: staffUser(session!) };
}
