/**
 * Sign-in and sign-out as the staff forms post them (app/api/staff/...): Auth.js's own actions, as next-auth's
 * `signIn()` and `signOut()` run them, but on the request the form posted, with Auth.js's cookies of unusable values
 * taken off (./auth-cookies.ts). next-auth's helpers read the incoming headers as they are, and one such cookie (a
 * callback-url that is not a URL) failed the action: sign-in answered with Auth.js's error, and sign-out did not end
 * the session on the server.
 */
import { Auth, createActionURL, raw, skipCSRFCheck } from "@auth/core";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { cleanCookieHeader, expiredCookie } from "./auth-cookies";
import { authConfig } from "./config";

/** The provider staff sign in with (lib/auth/config.ts). */
const PROVIDER = "microsoft-entra-id";

/**
 * One Auth.js action, posted as the server's own (no CSRF token: the staff routes check the origin themselves). Its
 * cookies go on the answer; the bad ones the request carried are expired. Returns where Auth.js sends the browser.
 */
async function act(
  request: NextRequest,
  action: "signin" | "signout",
  tail: string,
  body: Record<string, string>,
): Promise<string | undefined> {
  // Headers only: the form's body has been read by the route.
  const headers = new Headers(request.headers);
  const { header, dropped } = cleanCookieHeader(headers.get("cookie") ?? "");
  headers.set("cookie", header);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  headers.delete("content-length");
  const base = createActionURL(action, headers.get("x-forwarded-proto") ?? "http", headers, process.env, authConfig);
  const result = await Auth(
    new Request(`${base}${tail}`, { method: "POST", headers, body: new URLSearchParams(body) }),
    {
      ...authConfig,
      raw,
      skipCSRFCheck,
    },
  );
  const jar = await cookies();
  // Not jar.delete: it writes no Secure, and a browser ignores a prefixed cookie's Set-Cookie without it.
  for (const name of dropped) jar.set(expiredCookie(name));
  for (const cookie of result?.cookies ?? []) jar.set(cookie.name, cookie.value, cookie.options);
  return result?.redirect;
}

/** Starts the sign-in at the identity provider: the URL to send the browser to. */
export async function startSignIn(
  request: NextRequest,
  redirectTo: string,
  params: Record<string, string> = {},
): Promise<string> {
  const to = await act(request, "signin", `/${PROVIDER}?${new URLSearchParams(params)}`, { callbackUrl: redirectTo });
  if (!to) throw new Error("Auth.js gave no address to sign in at");
  return to;
}

/** Ends the session Auth.js reads from the request (its signOut event records it as ended), and clears its cookies. */
export async function endSignIn(request: NextRequest): Promise<void> {
  await act(request, "signout", "", { callbackUrl: "/" });
}
