/**
 * Auth.js's own cookies, checked before Auth.js reads them. A value it cannot use is a client's (or a neighbouring
 * subdomain's) to choose, and some make it fail the whole request: a callback-url cookie that is not a URL
 * (`authjs.callback-url=x`) made every endpoint under /api/auth answer 500, "There was a problem with the server
 * configuration", and sign-in and sign-out fail with it. Such a cookie is treated as absent: taken off the request
 * before Auth.js sees it, and expired in the answer.
 */
import { NextRequest } from "next/server";

/** Auth.js's cookie names (its defaults: `authjs.<name>`, `__Secure-` over HTTPS, `__Host-` for the CSRF token). */
const AUTH_COOKIE = /^(?:__Secure-|__Host-)?authjs\.([a-z-]+(?:\.[a-z_]+)?)(?:\.\d+)?$/;

/** A sealed value (a JWE, or a piece of one when the session cookie is split): base64url and dots. */
const SEALED = /^[A-Za-z0-9_.-]{1,4096}$/;

/** Whether a cookie (a name, or a whole `Set-Cookie` value) is, or is a piece of, Auth.js's session cookie. */
export function isSessionCookie(cookie: string): boolean {
  const name = cookie.slice(0, cookie.includes("=") ? cookie.indexOf("=") : undefined).trim();
  return AUTH_COOKIE.exec(name)?.[1] === "session-token";
}

/** Whether Auth.js can read `value` as the cookie `kind`; an unknown Auth.js cookie is left alone. */
function usable(kind: string, value: string): boolean {
  switch (kind) {
    case "callback-url":
      return isHttpUrl(value);
    case "csrf-token":
      return /^[0-9a-f]{1,128}\|[0-9a-f]{1,128}$/.test(value);
    case "session-token":
    case "pkce.code_verifier":
    case "state":
    case "nonce":
    case "webauthn-challenge":
      return SEALED.test(value);
    default:
      return true;
  }
}

/**
 * The check Auth.js makes of a callback URL (a path, or an http(s) URL), which it answers with a 500 when it fails.
 * Over the value as Auth.js reads it, percent-decoded.
 */
function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? "http://site.invalid" : undefined).protocol);
  } catch {
    return false;
  }
}

function decoded(value: string): string | undefined {
  const unquoted = value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return unquoted.includes("%") ? decodeURIComponent(unquoted) : unquoted;
  } catch {
    return undefined;
  }
}

/** The Cookie header without Auth.js's cookies that Auth.js could not use, and the names taken off. */
export function cleanCookieHeader(header: string): { header: string; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const pair of header.split(";")) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const at = trimmed.indexOf("=");
    const name = (at < 0 ? trimmed : trimmed.slice(0, at)).trim();
    const kind = AUTH_COOKIE.exec(name)?.[1];
    const value = at < 0 ? undefined : decoded(trimmed.slice(at + 1).trim());
    if (kind && (value === undefined || !usable(kind, value))) {
      if (!dropped.includes(name)) dropped.push(name);
    } else kept.push(trimmed);
  }
  return { header: kept.join("; "), dropped };
}

/**
 * The request as Auth.js may see it: without the cookies above, and without a `callbackUrl` parameter it would refuse
 * the same way (`/api/auth/session?callbackUrl=x`). The same request when there is nothing to take off.
 */
export function withoutBadAuthCookies(request: NextRequest): { request: NextRequest; dropped: string[] } {
  const { header, dropped } = cleanCookieHeader(request.headers.get("cookie") ?? "");
  const url = request.nextUrl.clone();
  const callbackUrl = url.searchParams.get("callbackUrl");
  const badParam = callbackUrl !== null && callbackUrl !== "" && !isHttpUrl(callbackUrl);
  if (dropped.length === 0 && !badParam) return { request, dropped };
  if (badParam) url.searchParams.delete("callbackUrl");
  const headers = new Headers(request.headers);
  if (header) headers.set("cookie", header);
  else headers.delete("cookie");
  const body = request.body ? { body: request.body, duplex: "half" as const } : {};
  return { request: new NextRequest(url, { method: request.method, headers, ...body }), dropped };
}

/**
 * How a cookie named is expired, as Auth.js set it: path `/`; a `__Secure-` or `__Host-` one secure too, or the
 * browser ignores the Set-Cookie and keeps the cookie.
 */
export function expiredCookie(name: string) {
  const secure = name.startsWith("__Secure-") || name.startsWith("__Host-");
  return { name, value: "", path: "/", maxAge: 0, httpOnly: true, sameSite: "lax" as const, secure };
}

/** `Set-Cookie` values that expire the cookies named, written from expiredCookie's attributes. */
export function expiredCookies(names: readonly string[]): string[] {
  return names.map((name) => {
    const { path, maxAge, secure } = expiredCookie(name);
    return `${name}=; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  });
}

/**
 * `response` with the cookies named expired in the browser, so it stops sending them; but those the answer sets
 * afresh itself (Auth.js writes a new callback-url).
 */
export function expiring(response: Response, names: readonly string[]): Response {
  const set = new Set(response.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf("="))));
  const expired = names.filter((name) => !set.has(name));
  if (expired.length === 0) return response;
  const answer = new Response(response.body, response);
  for (const cookie of expiredCookies(expired)) answer.headers.append("Set-Cookie", cookie);
  return answer;
}
