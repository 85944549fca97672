import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renewalFirst, staffDestination } from "@/lib/auth/destination";
import { localizedErrorPage } from "@/lib/auth/error-page";
import { RENEW_AFTER_SECONDS } from "@/lib/auth/env";
import { renewalDue, staffJwt, type StaffToken } from "@/lib/auth/jwt";
import { pageAddress, renewalPath } from "@/lib/auth/paths";

/*
 * The staff pages' guard, decided on the server by the pages themselves (lib/auth/guard.ts): where a request goes by
 * its session, and when a page first sends the browser through the renewal route, which writes the cookies a page
 * cannot. The renewal route itself, with Auth.js, is in auth-renewal.test.ts.
 */

describe("where a request for a staff page goes", () => {
  const here = "/en/staff?tab=1";

  it("sends a visitor without a session to the sign-in page of their language, with the way back", () => {
    const to = new URL(staffDestination("anonymous", { locale: "en", here, hinted: false })!, "http://site.test");
    expect(to.pathname).toBe("/en/staff/sign-in");
    expect(to.searchParams.get("callbackUrl")).toBe("/en/staff?tab=1");
    expect(to.searchParams.has("reason")).toBe(false);
  });

  it("says the session expired when the hint shows one existed, or when the provider refused its refresh", () => {
    const hinted = staffDestination("anonymous", { locale: "th", here: "/staff", hinted: true })!;
    expect(hinted).toBe("/staff/sign-in?callbackUrl=%2Fstaff&reason=expired");
    const refused = staffDestination("expired", { locale: "en", here, hinted: false })!;
    expect(new URL(refused, "http://site.test").searchParams.get("reason")).toBe("expired");
  });

  it("sends a signed-in account that is not staff to the not-authorised page, and staff to the page", () => {
    expect(staffDestination("denied", { locale: "th", here: "/staff", hinted: true })).toBe("/staff/not-authorised");
    expect(staffDestination("denied", { locale: "en", here, hinted: false })).toBe("/en/staff/not-authorised");
    expect(staffDestination("staff", { locale: "en", here, hinted: false })).toBeUndefined();
  });

  it("goes through the renewal route first only for cookies to write", () => {
    const read = (renewalDue: boolean, clears = false) => ({ renewalDue, clears });
    expect(renewalFirst("staff", read(true), true)).toBe(true);
    expect(renewalFirst("staff", read(false), false)).toBe(false);
    // The hint is dropped on the way, so "expired" is said once; a dead session cookie is cleared on the way.
    expect(renewalFirst("anonymous", read(false), true)).toBe(true);
    expect(renewalFirst("denied", read(false), true)).toBe(true);
    expect(renewalFirst("anonymous", read(false, true), false)).toBe(true);
    // A visitor who never signed in goes straight to the sign-in page.
    expect(renewalFirst("anonymous", read(false), false)).toBe(false);
  });

  it("keeps the page's address, query included, and sends it to the renewal route as one parameter", () => {
    expect(pageAddress("/en/staff", { tab: "1", x: ["a", "b"], none: undefined })).toBe("/en/staff?tab=1&x=a&x=b");
    expect(pageAddress("/staff", {})).toBe("/staff");
    const renewal = new URL(renewalPath("/en/staff?tab=1&x=a"), "http://site.test");
    expect(renewal.pathname).toBe("/api/auth/renew");
    expect([...renewal.searchParams]).toEqual([["to", "/en/staff?tab=1&x=a"]]);
  });
});

describe("when a page has the session cookie renewed", () => {
  const now = 1_800_000_000;
  const token = (extra: Partial<StaffToken>): StaffToken => ({
    sid: "s1",
    staff: true,
    signedInAt: now,
    endsAt: now + 12 * 3600,
    expiresAt: now + 3600,
    ...extra,
  });

  it("not while the cookie is fresh from sign-in with tokens good for a while", () => {
    expect(renewalDue(token({}), now + 10)).toBe(false);
  });

  it("once it was written RENEW_AFTER_SECONDS ago, so the session's sliding end moves on as it is used", () => {
    expect(renewalDue(token({}), now + RENEW_AFTER_SECONDS)).toBe(true);
    expect(renewalDue(token({ renewedAt: now + 600 }), now + 600 + RENEW_AFTER_SECONDS - 1)).toBe(false);
    expect(renewalDue(token({ renewedAt: now + 600 }), now + 600 + RENEW_AFTER_SECONDS)).toBe(true);
  });

  it("at once after sign-in when the access token is already due for refresh, but not again right after renewal", () => {
    // A provider's token shorter-lived than the refresh offset stays due after every refresh: no loop for it.
    const shortLived = token({ expiresAt: now + 60 });
    expect(renewalDue(shortLived, now + 1)).toBe(true);
    expect(renewalDue({ ...shortLived, renewedAt: now + 2 }, now + 3)).toBe(false);
  });

  it("marks the token renewed and refreshes it where the cookie is written, and never where it is only read", async () => {
    const due = token({ expiresAt: now + 60 });
    const sessions = {
      newSessionId: () => "s2",
      sessionEnded: async () => false,
      rememberIdToken: async () => {},
      predatesRecord: () => false,
    };
    let refreshed = 0;
    const deps = {
      nowSeconds: now + 5,
      sessions,
      fetchMe: async () => undefined,
      refreshConfig: () => ({ issuer: "https://idp.example", clientId: "c", clientSecret: "s" }),
    };
    const read = await staffJwt({ token: due }, deps);
    expect(read).toEqual(due);
    const written = await staffJwt(
      { token: due },
      {
        ...deps,
        refresh: async (t: StaffToken) => {
          refreshed++;
          return { ...t, expiresAt: now + 3600 };
        },
      },
    );
    expect(refreshed).toBe(1);
    expect(written).toMatchObject({ renewedAt: now + 5, expiresAt: now + 3600 });
  });
});

describe("Auth.js's sign-in error page", () => {
  const jar = (cookies: Record<string, string>) => ({
    get: (name: string) => (name in cookies ? { value: cookies[name] } : undefined),
  });
  const query = (q: string) => new URLSearchParams(q);

  it("is shown in the language the sign-in began in, its query kept", () => {
    const english = jar({ "authjs.callback-url": "http://site.test/en/staff" });
    expect(localizedErrorPage("th", query("error=Configuration"), english)).toBe(
      "/en/staff/sign-in?error=Configuration",
    );
    const secure = jar({ "__Secure-authjs.callback-url": "/en/staff?tab=1" });
    expect(localizedErrorPage("th", query("error=OAuthCallbackError&x=1"), secure)).toBe(
      "/en/staff/sign-in?error=OAuthCallbackError&x=1",
    );
  });

  it("stays where it is otherwise", () => {
    const thai = jar({ "authjs.callback-url": "http://site.test/staff" });
    expect(localizedErrorPage("th", query("error=Configuration"), thai)).toBeUndefined();
    expect(localizedErrorPage("th", query("error=x"), jar({}))).toBeUndefined();
    const english = jar({ "authjs.callback-url": "/en/staff" });
    expect(localizedErrorPage("th", query(""), english)).toBeUndefined();
    expect(localizedErrorPage("en", query("error=x"), english)).toBeUndefined();
  });
});

describe("the staff pages", () => {
  it("each call the guard first with their own address", () => {
    const dir = "app/[locale]/staff/(protected)";
    const pages = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => /(^|\/)page\.tsx$/.test(f));
    expect(pages.length, "pages found").toBeGreaterThan(0);
    for (const page of pages) {
      const text = readFileSync(join(dir, page), "utf8");
      expect(text, page).toMatch(/await requireStaff\(locale, pageAddress\(/);
    }
  });
});
