// What the staff session cookie holds, and how long a session may last (Auth.js's jwt callback).
import type { Account, Profile } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { decideAccess } from "./access";
import { RENEW_AFTER_SECONDS, SESSION_ABSOLUTE_SECONDS } from "./env";
import type { GraphMe } from "./graph";
import { needsRefresh, type RefreshConfig, type TokenSet } from "./refresh";
import * as store from "./session-store";

/** What the encrypted session cookie holds for a staff member. */
export type StaffToken = JWT &
  TokenSet & {
    staff?: boolean;
    /** Seconds since the epoch: sign-in, and the absolute end of the session (docs/security.md). */
    signedInAt?: number;
    endsAt?: number;
    /** This sign-in's id: sign-out records it as ended on the server (session-store.ts). */
    sid?: string;
    /** Seconds since the epoch: when a read that writes the cookie last renewed it (renewalDue, below). */
    renewedAt?: number;
  };

/** The server's record of sessions (session-store.ts); the tests give their own. */
type SessionRecord = Pick<typeof store, "newSessionId" | "sessionEnded" | "rememberIdToken"> &
  Partial<Pick<typeof store, "predatesRecord">>;

export type JwtDeps = {
  nowSeconds?: number;
  fetchMe: (accessToken: string) => Promise<GraphMe | undefined>;
  /**
   * None for a read whose cookie cannot be written (a page's, ./session-read.ts): what a refresh gave would be lost,
   * and the refresh token spent. The token is then left as it is, for the page to have it renewed where it can be.
   */
  refresh?: (token: StaffToken, config: RefreshConfig) => Promise<StaffToken>;
  refreshConfig: () => RefreshConfig;
  sessions?: SessionRecord;
};

/**
 * When a session signed in now must end: 12 hours at most (SESSION_ABSOLUTE_SECONDS), sooner when the identity
 * provider gives the refresh token a shorter life (`refresh_token_expires_in`).
 */
export function sessionEndsAt(nowSeconds: number, refreshExpiresIn?: number): number {
  return (
    nowSeconds +
    Math.min(SESSION_ABSOLUTE_SECONDS, refreshExpiresIn && refreshExpiresIn > 0 ? refreshExpiresIn : Infinity)
  );
}

/** Over: past its absolute end, past its refresh token's expiry, or from before sessions had an end or an id. */
function sessionOver(token: StaffToken, nowSeconds: number): boolean {
  if (token.endsAt === undefined || !token.sid) return true;
  if (nowSeconds >= token.endsAt) return true;
  return token.refreshExpiresAt !== undefined && nowSeconds >= token.refreshExpiresAt;
}

/**
 * Auth.js's jwt callback (config.ts), on every request that reads the session. At sign-in: the access decision, the
 * display name, the session's end and its id. After: null once the session is over or signed out (the server's record,
 * so a copy of the cookie taken before sign-out is refused too), or when it is older than that record (a restart
 * without a shared store: session-store.ts, predatesRecord), which makes Auth.js remove the cookie; else, where the
 * cookie will be written, the token marked renewed and its access token refreshed when it is about to expire.
 */
export async function staffJwt(
  { token, account, profile }: { token: JWT; account?: Account | null; profile?: Profile },
  deps: JwtDeps,
): Promise<StaffToken | null> {
  const now = deps.nowSeconds ?? Math.floor(Date.now() / 1000);
  const sessions = deps.sessions ?? store;
  if (account && profile) {
    const decision = decideAccess(profile);
    if (!decision.ok) return null;
    // Graph /me is best effort: a bounded wait, and the ID token's name when it does not answer.
    const me = account.access_token ? await deps.fetchMe(account.access_token) : undefined;
    const refreshExpiresIn =
      Number((account as { refresh_token_expires_in?: unknown }).refresh_token_expires_in) || undefined;
    const sid = sessions.newSessionId();
    if (account.id_token) await sessions.rememberIdToken(sid, account.id_token);
    return {
      sid,
      sub: decision.user.id,
      name: me?.displayName || decision.user.name,
      email: decision.user.email,
      staff: true,
      accessToken: account.access_token,
      refreshToken: account.refresh_token,
      expiresAt: account.expires_at,
      refreshExpiresAt: refreshExpiresIn ? now + refreshExpiresIn : undefined,
      signedInAt: now,
      endsAt: sessionEndsAt(now, refreshExpiresIn),
    };
  }
  const staff = token as StaffToken;
  if (sessionOver(staff, now)) return null;
  // Signed in before this process's record of sign-outs began (no shared store: a restart lost it): refused.
  if ((sessions.predatesRecord ?? store.predatesRecord)(staff.signedInAt)) return null;
  if (await sessions.sessionEnded(staff.sid!)) return null;
  if (!deps.refresh) return staff;
  const renewed: StaffToken = { ...staff, renewedAt: now };
  if (staff.error || !needsRefresh(staff, now)) return renewed;
  return deps.refresh(renewed, deps.refreshConfig());
}

/**
 * Whether a staff page should have the session cookie renewed before it is shown (lib/auth/guard.ts): when it was
 * last written RENEW_AFTER_SECONDS ago or more, so the session's end, 8 hours after the last request, moves on as it is
 * used; or when it is fresh from sign-in with an access token already due for refresh (a short-lived one), refreshed
 * at once. A cookie the renewal has just written is not due again for RENEW_AFTER_SECONDS, whatever its tokens say: a
 * page and the renewal route never send the browser back and forth.
 */
export function renewalDue(token: StaffToken, nowSeconds: number): boolean {
  const written = token.renewedAt ?? token.signedInAt ?? 0;
  if (nowSeconds - written >= RENEW_AFTER_SECONDS) return true;
  return token.renewedAt === undefined && needsRefresh(token, nowSeconds);
}
