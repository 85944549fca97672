/**
 * The staff pages' guard (app/[locale]/staff): the session read on the server by the page itself. Apart from the staff
 * API's guard (./guard.ts), whose routes need none of this.
 */
import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { localizedPath, type Locale } from "../../i18n/locales";
import { renewalFirst, staffDestination } from "./destination";
import { authConfigured } from "./env";
import { staffUser, type StaffUser } from "./guard";
import { HINT_COOKIE } from "./hint";
import { renewalPath, SIGN_IN_PATH } from "./paths";
import { readSession } from "./session-read";
import { sessionStatus } from "./staff";

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
