// Where a request for a protected staff page goes, by its session: the page, the renewal route first, or elsewhere.
import { localizedPath, type Locale } from "../../i18n/locales";
import { NOT_AUTHORISED_PATH, SIGN_IN_PATH } from "./paths";
import type { SessionStatus } from "./staff";

type PageRequest = {
  locale: Locale;
  /** The page's address, path and query: where a sign-in returns to. */
  here: string;
  /** The hint cookie came (./hint.ts): a session existed in this browser. */
  hinted: boolean;
};

/**
 * Where to send a request for a staff page instead of the page, or undefined for staff: an account that is not staff
 * to the not-authorised page; anyone else to the sign-in page with the way back, saying the session expired when it
 * did (a refresh the identity provider refused) or when the hint says one existed and none is there now.
 */
export function staffDestination(status: SessionStatus, { locale, here, hinted }: PageRequest): string | undefined {
  if (status === "staff") return undefined;
  if (status === "denied") return localizedPath(locale, NOT_AUTHORISED_PATH);
  const query = new URLSearchParams({ callbackUrl: here });
  if (status === "expired" || hinted) query.set("reason", "expired");
  return `${localizedPath(locale, SIGN_IN_PATH)}?${query}`;
}

/**
 * Whether a staff page must first send the browser through the renewal (GET /api/auth/renew) for cookies only a
 * route handler can write: for staff, a session cookie due for renewal (rolled forward, its tokens refreshed; the hint
 * set on the way); for anyone else, a hint to drop (so the sign-in page says "expired" once, not on every later
 * visit) or a session cookie Auth.js clears. The renewal then sends the browser where `staffDestination` says.
 */
export function renewalFirst(
  status: SessionStatus,
  read: { renewalDue: boolean; clears: boolean },
  hinted: boolean,
): boolean {
  return status === "staff" ? read.renewalDue : hinted || read.clears;
}
