import type { Session } from "next-auth";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HINT_COOKIE } from "@/lib/auth/hint";
import { localizedErrorPage, staffAnswer, staffGuard } from "@/lib/middleware/staff-guard";

const request = (path: string, cookies: Record<string, string> = {}) =>
  new NextRequest(`http://site.test${path}`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join("; "),
    },
  });
const event = {} as never;
const configured = {
  AUTH_SECRET: "s",
  AUTH_MICROSOFT_ENTRA_ID_ID: "i",
  AUTH_MICROSOFT_ENTRA_ID_SECRET: "x",
  AUTH_MICROSOFT_ENTRA_ID_ISSUER: "https://i",
};

afterEach(() => vi.unstubAllEnvs());

describe("staffGuard step", () => {
  it("guards nothing when sign-in is not configured", () => {
    for (const [name] of Object.entries(configured)) vi.stubEnv(name, "");
    expect(staffGuard(request("/staff"), event)).toBeUndefined();
  });

  it("passes public pages and the open staff pages on", () => {
    for (const [name, value] of Object.entries(configured)) vi.stubEnv(name, value);
    expect(staffGuard(request("/Law/act"), event)).toBeUndefined();
    expect(staffGuard(request("/staff/sign-in"), event)).toBeUndefined();
    expect(staffGuard(request("/en/staff/not-authorised"), event)).toBeUndefined();
  });
});

describe("staffAnswer", () => {
  it("sends a visitor without a session to the sign-in page of their language, with the way back", () => {
    const response = staffAnswer(request("/en/staff?tab=1"), null);
    const to = new URL(response.headers.get("location") ?? "");
    expect(to.pathname).toBe("/en/staff/sign-in");
    expect(to.searchParams.get("callbackUrl")).toBe("/en/staff?tab=1");
    expect(to.searchParams.has("reason")).toBe(false);
  });

  it("says the session expired when the hint cookie shows one existed, and clears the hint", () => {
    const response = staffAnswer(request("/staff", { [HINT_COOKIE]: "1" }), null);
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("reason")).toBe("expired");
    expect(response.headers.get("set-cookie")).toContain(`${HINT_COOKIE}=;`);
  });

  it("sends a signed-in non-staff account to the not-authorised page", () => {
    const session = {
      user: { email: "someone@example.com" },
      staff: false,
      expires: "2999-01-01T00:00:00Z",
    } as Session;
    expect(new URL(staffAnswer(request("/staff"), session).headers.get("location") ?? "").pathname).toBe(
      "/staff/not-authorised",
    );
  });

  it("routes staff to the page on the server's own origin, not the one Auth.js hands over", () => {
    const session = { user: { email: "a@staff.example" }, staff: true, expires: "2999-01-01T00:00:00Z" } as Session;
    const authed = new NextRequest("https://public.example/staff");
    const routed = request("/staff");
    const rewrite = staffAnswer(authed, session, routed).headers.get("x-middleware-rewrite");
    expect(new URL(rewrite ?? "").origin).toBe("http://site.test");
    expect(new URL(rewrite ?? "").pathname).toBe("/th/staff");
  });
});

describe("localizedErrorPage", () => {
  it("shows Auth.js's sign-in error on the page of the language the sign-in began from", () => {
    const english = request("/staff/sign-in?error=Configuration", {
      "authjs.callback-url": encodeURIComponent("http://site.test/en/staff"),
    });
    expect(localizedErrorPage(english)?.pathname).toBe("/en/staff/sign-in");
    expect(localizedErrorPage(english)?.searchParams.get("error")).toBe("Configuration");
    const thai = request("/staff/sign-in?error=Configuration", {
      "authjs.callback-url": encodeURIComponent("http://site.test/staff"),
    });
    expect(localizedErrorPage(thai)).toBeUndefined();
    expect(localizedErrorPage(request("/staff/sign-in?error=x"))).toBeUndefined();
    expect(localizedErrorPage(request("/staff/sign-in", { "authjs.callback-url": "/en/staff" }))).toBeUndefined();
  });
});
