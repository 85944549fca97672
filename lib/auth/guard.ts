import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { Session } from "next-auth";
import { auth } from "./config";
import { localizedPath, type Locale } from "../../i18n/locales";
import { apiError } from "../http/api-error";
import { authConfigured } from "./env";
import { NOT_AUTHORISED_PATH, SIGN_IN_PATH } from "./paths";
import { isCrossSite, sessionStatus } from "./staff";

export type StaffUser = { name: string; email: string };

function staffUser(session: Session): StaffUser {
  return { name: session.user?.name || session.user?.email || "", email: session.user?.email ?? "" };
}

/**
 * The server-side guard for staff pages and server actions (middleware alone is not a security boundary).
 * Redirects anyone who is not signed-in staff; returns the staff member otherwise.
 */
export async function requireStaff(locale: Locale, here = "/staff"): Promise<StaffUser> {
  if (!authConfigured()) redirect(localizedPath(locale, SIGN_IN_PATH));
  const session = await auth();
  const status = sessionStatus(session);
  if (status === "denied") redirect(localizedPath(locale, NOT_AUTHORISED_PATH));
  if (status !== "staff") {
    const query = new URLSearchParams({ callbackUrl: localizedPath(locale, here) });
    if (status === "expired") query.set("reason", "expired");
    redirect(`${localizedPath(locale, SIGN_IN_PATH)}?${query}`);
  }
  return staffUser(session!);
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
