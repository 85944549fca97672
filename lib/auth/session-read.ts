/**
 * Reading the staff session outside Auth.js's own routes: Auth.js's session action, as next-auth's `auth()` runs it,
 * over the request's cookies without those Auth.js could not use (./auth-cookies.ts). The action answers with the
 * session and the cookie written afresh (rolled forward, its tokens refreshed when due) or cleared (a session that is
 * over). Only a route handler can pass those cookies on: a page cannot set cookies, so a page's read refreshes nothing
 * and says instead what the cookies need, for the page to send the browser through the renewal route, which can.
 */
import "server-only";
import { Auth, createActionURL, skipCSRFCheck } from "@auth/core";
import type { Session } from "next-auth";
import { cleanCookieHeader, isSessionCookie } from "./auth-cookies";
import { authConfig, readingConfig } from "./config";
import { renewalDue } from "./jwt";

export type SessionRead = {
  session: Session | null;
  /** The action's `Set-Cookie` values for the session cookie: written afresh, or cleared. */
  sessionCookies: string[];
  /** Auth.js's cookies of unusable values, taken off before it read the request: an answer should expire them. */
  dropped: string[];
  /** A page's read: the cookie is due for renewal (./jwt.ts, renewalDue). Never for the renewal's own read. */
  renewalDue: boolean;
  /** A session cookie came that Auth.js clears: unreadable, over, or signed out. */
  clears: boolean;
};

/** The session as a page reads it (`page`: nothing refreshed) or as the renewal route renews it (`renewal`). */
export async function readSession(headers: Headers, purpose: "page" | "renewal"): Promise<SessionRead> {
  const { header, dropped } = cleanCookieHeader(headers.get("cookie") ?? "");
  let due = false;
  const config =
    purpose === "renewal"
      ? authConfig
      : readingConfig((token) => {
          due = renewalDue(token, Math.floor(Date.now() / 1000));
        });
  const url = createActionURL("session", headers.get("x-forwarded-proto") ?? "http", headers, process.env, config);
  // No CSRF cookie: a read posts nothing, and Auth.js would otherwise mint one for every answer.
  const answer = await Auth(new Request(url, { headers: { cookie: header } }), { ...config, skipCSRFCheck });
  // Any other answer than the session (a configuration error) is no session: the guard then fails closed.
  const session = answer.ok ? ((await answer.json()) as Session | null) : null;
  const sessionCookies = answer.headers.getSetCookie().filter(isSessionCookie);
  return { session, sessionCookies, dropped, renewalDue: due, clears: !session && sessionCookies.length > 0 };
}
