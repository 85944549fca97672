import type { Session } from "next-auth";
import { describe, expect, it } from "vitest";
import { signInNotice } from "@/lib/auth/messages";
import { isProtectedStaffPath, safeCallbackPath } from "@/lib/auth/paths";
import { isCrossSite, sessionStatus } from "@/lib/auth/staff";

const session = (extra: Partial<Session> = {}): Session => ({
  expires: "2099-01-01T00:00:00.000Z",
  user: { name: "Ann", email: "ann@bot.or.th" },
  staff: true,
  ...extra,
});

describe("session status", () => {
  const env = { AUTH_STAFF_EMAIL_DOMAINS: "bot.or.th" };
  it("is staff, anonymous, expired or denied", () => {
    expect(sessionStatus(session(), env)).toBe("staff");
    expect(sessionStatus(null, env)).toBe("anonymous");
    expect(sessionStatus(session({ error: "RefreshTokenError" }), env)).toBe("expired");
    expect(sessionStatus(session({ staff: false }), env)).toBe("denied");
    // A domain taken off the allow-list after sign-in closes the pages at once.
    expect(sessionStatus(session(), { AUTH_STAFF_EMAIL_DOMAINS: "other.example" })).toBe("denied");
  });
});

describe("staff paths and callback URLs", () => {
  it("protects the staff pages but not sign-in and not-authorised", () => {
    expect(isProtectedStaffPath("/staff")).toBe(true);
    expect(isProtectedStaffPath("/en/staff/anything")).toBe(true);
    expect(isProtectedStaffPath("/staff/sign-in")).toBe(false);
    expect(isProtectedStaffPath("/en/staff/not-authorised")).toBe(false);
    expect(isProtectedStaffPath("/staffing")).toBe(false);
    expect(isProtectedStaffPath("/Law/act")).toBe(false);
  });

  it("ignores callback URLs that leave the staff pages of this site", () => {
    expect(safeCallbackPath("/en/staff?x=1", "en")).toBe("/en/staff?x=1");
    expect(safeCallbackPath("https://evil.example/staff", "th")).toBe("/staff");
    expect(safeCallbackPath("//evil.example/staff", "en")).toBe("/en/staff");
    expect(safeCallbackPath("/\\evil.example/staff", "th")).toBe("/staff");
    expect(safeCallbackPath("javascript:alert(1)", "th")).toBe("/staff");
    expect(safeCallbackPath("/Law/act", "th")).toBe("/staff");
    expect(safeCallbackPath("/staff/sign-in", "th")).toBe("/staff");
    expect(safeCallbackPath(undefined, "en")).toBe("/en/staff");
    expect(safeCallbackPath("http://localhost:3000/staff", "th", "http://localhost:3000")).toBe("/staff");
  });
});

describe("cross-site requests", () => {
  const origin = "https://ccip.example";
  it("are recognised by Origin or Sec-Fetch-Site", () => {
    expect(isCrossSite(new Headers({ origin: "https://evil.example" }), origin)).toBe(true);
    expect(isCrossSite(new Headers({ "sec-fetch-site": "cross-site" }), origin)).toBe(true);
    expect(isCrossSite(new Headers({ "sec-fetch-site": "same-site" }), origin)).toBe(true);
    expect(isCrossSite(new Headers({ origin, "sec-fetch-site": "same-origin" }), origin)).toBe(false);
    expect(isCrossSite(new Headers(), origin)).toBe(false);
  });
});

describe("sign-in messages", () => {
  it("map Auth.js errors and our reasons to a message, never echoing the URL", () => {
    expect(signInNotice({ error: "AccessDenied" })).toBe("denied");
    expect(signInNotice({ error: "OAuthCallbackError" })).toBe("cancelled");
    expect(signInNotice({ error: "Configuration" })).toBe("providerDown");
    expect(signInNotice({ error: "ProviderUnavailable" })).toBe("providerDown");
    expect(signInNotice({ error: "<script>" })).toBe("failed");
    expect(signInNotice({ reason: "expired" })).toBe("expired");
    expect(signInNotice({ signedOut: "1" })).toBe("signedOut");
    expect(signInNotice({})).toBeUndefined();
  });
});
