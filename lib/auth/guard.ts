/**
 * The staff API's guard (route handlers). The staff pages have their own (./page-guard.ts), kept apart so the routes
 * that import this one do not carry the pages' reading of the session.
 */
import "server-only";
import { headers } from "next/headers";
import type { Session } from "next-auth";
import { auth } from "./config";
import { apiError } from "../http/api-error";
import { authConfigured } from "./env";
import { isCrossSite, sessionStatus } from "./staff";

export type StaffUser = { name: string; email: string };

/** What the pages and the API say of a staff member: the name to show and the address. */
export function staffUser(session: Session): StaffUser {
  return { name: session.user?.name || session.user?.email || "", email: session.user?.email ?? "" };
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
