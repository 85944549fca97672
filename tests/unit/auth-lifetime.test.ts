import type { Account, Profile } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { applyAuthUrlDefault } from "@/lib/auth/env";
import { sessionEndsAt, staffJwt, type JwtDeps, type StaffToken } from "@/lib/auth/jwt";
import { describeAuthError } from "@/lib/auth/logger";
import { staffProfile as profile } from "./support/staff-profile";

/** A staff session ends 12 hours after sign-in (sooner if the identity provider says so), whatever happens. */
const SIGN_IN = 1_800_000_000;
const HOUR = 3600;
const account = (extra: Record<string, unknown> = {}) =>
  ({
    provider: "microsoft-entra-id",
    type: "oidc",
    providerAccountId: "u1",
    access_token: "a1",
    refresh_token: "r1",
    expires_at: SIGN_IN + HOUR,
    ...extra,
  }) as Account;

function deps(nowSeconds: number): JwtDeps {
  return {
    nowSeconds,
    fetchMe: async () => undefined,
    // The identity provider keeps refreshing for ever: only the session's own end can stop it.
    refresh: vi.fn(async (token: StaffToken) => ({ ...token, accessToken: "fresh", expiresAt: nowSeconds + HOUR })),
    refreshConfig: () => ({ issuer: "https://idp.example", clientId: "c", clientSecret: "s" }),
  };
}

async function signedIn(extra?: Record<string, unknown>) {
  const token = await staffJwt({ token: {} as JWT, account: account(extra), profile }, deps(SIGN_IN));
  expect(token).not.toBeNull();
  return token!;
}

describe("staff session lifetime", () => {
  it("ends 12 hours after sign-in, however often it is refreshed", async () => {
    let token: StaffToken | null = await signedIn();
    expect(token.endsAt).toBe(SIGN_IN + 12 * HOUR);
    // Used every hour: refreshed and kept...
    for (let hour = 1; hour < 12; hour++) {
      token = await staffJwt({ token: token! }, deps(SIGN_IN + hour * HOUR));
      expect(token, `hour ${hour}`).not.toBeNull();
    }
    expect(token!.accessToken).toBe("fresh");
    // ...until the clock passes the absolute end: null, so Auth.js removes the cookie.
    expect(await staffJwt({ token: token! }, deps(SIGN_IN + 12 * HOUR - 1))).not.toBeNull();
    expect(await staffJwt({ token: token! }, deps(SIGN_IN + 12 * HOUR))).toBeNull();
  });

  it("ends sooner when the identity provider gives the refresh token a shorter life", async () => {
    const token = await signedIn({ refresh_token_expires_in: 2 * HOUR });
    expect(token.endsAt).toBe(SIGN_IN + 2 * HOUR);
    expect(await staffJwt({ token }, deps(SIGN_IN + 2 * HOUR))).toBeNull();
    expect(sessionEndsAt(0, 20 * HOUR)).toBe(12 * HOUR);
  });

  it("ends when the refresh token has expired, and refuses cookies from before sessions had an end", async () => {
    const token = await signedIn();
    expect(await staffJwt({ token: { ...token, refreshExpiresAt: SIGN_IN + HOUR } }, deps(SIGN_IN + HOUR))).toBeNull();
    const { endsAt, ...old } = token;
    void endsAt;
    expect(await staffJwt({ token: old as JWT }, deps(SIGN_IN + 60))).toBeNull();
  });

  it("refuses a sign-in without the staff role", async () => {
    const noRole = { ...profile, roles: undefined } as unknown as Profile;
    expect(await staffJwt({ token: {} as JWT, account: account(), profile: noRole }, deps(SIGN_IN))).toBeNull();
  });
});

describe("sign-in configuration defaults", () => {
  const configured = {
    AUTH_SECRET: "s",
    AUTH_MICROSOFT_ENTRA_ID_ID: "i",
    AUTH_MICROSOFT_ENTRA_ID_SECRET: "x",
    AUTH_MICROSOFT_ENTRA_ID_ISSUER: "https://i",
  };
  it("derives AUTH_URL from SITE_URL when neither AUTH_URL nor AUTH_TRUST_HOST is set", () => {
    const env: Record<string, string | undefined> = { ...configured, SITE_URL: "https://ccip.example/" };
    applyAuthUrlDefault(env);
    expect(env.AUTH_URL).toBe("https://ccip.example/api/auth");
    const explicit: Record<string, string | undefined> = {
      ...configured,
      SITE_URL: "https://a.example",
      AUTH_URL: "https://b.example/api/auth",
    };
    applyAuthUrlDefault(explicit);
    expect(explicit.AUTH_URL).toBe("https://b.example/api/auth");
    const trusted: Record<string, string | undefined> = { ...configured, AUTH_TRUST_HOST: "true" };
    applyAuthUrlDefault(trusted);
    expect(trusted.AUTH_URL).toBeUndefined();
    const off: Record<string, string | undefined> = { SITE_URL: "https://a.example" };
    applyAuthUrlDefault(off);
    expect(off.AUTH_URL).toBeUndefined();
  });
});

describe("auth error log lines", () => {
  it("name Auth.js's error type, not the minified class name", () => {
    class e extends Error {
      type = "CallbackRouteError";
    }
    const error = Object.assign(new e("Read more at https://errors.authjs.dev#callbackrouteerror"), {
      cause: { err: Object.assign(new Error("token endpoint answered 400"), { name: "Error" }) },
    });
    const line = describeAuthError(error);
    expect(line).toMatch(/^\[auth\] CallbackRouteError/);
    expect(line).toContain("token endpoint answered 400");
    expect(line).not.toMatch(/\[auth\] e\b/);
  });
});
