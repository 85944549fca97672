import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { cleanCookieHeader, expiredCookie, expiredCookies, withoutBadAuthCookies } from "@/lib/auth/auth-cookies";

/** Auth.js's own cookies with values it cannot use are absent to it (it answered them with a 500), others pass. */
describe("Auth.js's cookies of unusable values", () => {
  it.each([
    ["authjs.callback-url=x", ["authjs.callback-url"]],
    ["__Secure-authjs.callback-url=javascript%3Aalert(1)", ["__Secure-authjs.callback-url"]],
    ["authjs.callback-url=%E0%B8", ["authjs.callback-url"]],
    ["authjs.csrf-token=x", ["authjs.csrf-token"]],
    ["__Host-authjs.csrf-token=abc", ["__Host-authjs.csrf-token"]],
    ["authjs.pkce.code_verifier=a b", ["authjs.pkce.code_verifier"]],
    ["authjs.state=<x>", ["authjs.state"]],
    ["authjs.nonce=", ["authjs.nonce"]],
    ["authjs.session-token={}", ["authjs.session-token"]],
    ["authjs.session-token.1=%ZZ", ["authjs.session-token.1"]],
  ])("%s is taken off", (header, dropped) => {
    expect(cleanCookieHeader(`a=1; ${header}; b=2`)).toEqual({ header: "a=1; b=2", dropped });
  });

  it.each([
    "authjs.callback-url=http%3A%2F%2Flocalhost%3A3000%2Fstaff",
    "authjs.callback-url=/staff",
    `authjs.csrf-token=${"a".repeat(64)}%7C${"b".repeat(64)}`,
    "authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0..iv.cipher.tag",
    "authjs.session-token.0=eyJhbGci",
    "staff-hint=1",
    "other=x",
  ])("%s is kept", (header) => {
    expect(cleanCookieHeader(header)).toEqual({ header, dropped: [] });
  });

  it("gives Auth.js the request without them, and without a callbackUrl parameter it would refuse", () => {
    const request = new NextRequest("http://site.test/api/auth/session?callbackUrl=x&a=1", {
      headers: { cookie: "authjs.callback-url=x; staff-hint=1" },
    });
    const clean = withoutBadAuthCookies(request);
    expect(clean.dropped).toEqual(["authjs.callback-url"]);
    expect(clean.request.headers.get("cookie")).toBe("staff-hint=1");
    expect(clean.request.nextUrl.search).toBe("?a=1");
    const untouched = new NextRequest("http://site.test/api/auth/session?callbackUrl=%2Fstaff");
    expect(withoutBadAuthCookies(untouched).request).toBe(untouched);
  });

  it("expires them in the browser as Auth.js set them", () => {
    expect(expiredCookies(["authjs.callback-url", "__Secure-authjs.callback-url"])).toEqual([
      "authjs.callback-url=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      "__Secure-authjs.callback-url=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    ]);
    // The form the sign-in and sign-out actions hand to Next's cookie store: a prefixed one secure, or kept.
    expect(expiredCookie("__Host-authjs.csrf-token")).toMatchObject({ maxAge: 0, path: "/", secure: true });
    expect(expiredCookie("authjs.callback-url")).toMatchObject({ maxAge: 0, path: "/", secure: false });
  });
});
