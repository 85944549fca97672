import type { Session } from "next-auth";
import { crossSite } from "../http/same-site";
import { emailDomainAllowed } from "./access";
import { staffEmailDomains } from "./env";

export type SessionStatus = "staff" | "anonymous" | "expired" | "denied";

/**
 * What a session is worth, checked on every request (not only at sign-in): a refresh that failed means expired; a
 * domain removed from AUTH_STAFF_EMAIL_DOMAINS since sign-in means denied.
 */
export function sessionStatus(
  session: Session | null | undefined,
  env: Record<string, string | undefined> = process.env,
): SessionStatus {
  if (!session?.user) return "anonymous";
  if (session.error) return "expired";
  const email = session.user.email ?? "";
  if (!session.staff || !email || !emailDomainAllowed(email, staffEmailDomains(env))) return "denied";
  return "staff";
}

/**
 * A state-changing request from another site (a cross-site POST to the staff actions) is refused, so no other site
 * can act with a signed-in member of staff's cookie. Browsers send Origin on POST; Sec-Fetch-Site backs it up. A
 * request with neither (curl) carries no session cookie of a victim, so it is not a CSRF risk and falls to the
 * session check.
 */
export function isCrossSite(headers: Headers, expectedOrigin: string): boolean {
  return crossSite(headers, [expectedOrigin]);
}
