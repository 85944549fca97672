import type { Account } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { endSessionEndpoint, endSessionUrl } from "@/lib/auth/end-session";
import { staffJwt, type JwtDeps } from "@/lib/auth/jwt";
import { safeReturnUrl } from "@/lib/auth/paths";
import * as store from "@/lib/auth/session-store";
import { endSession, idTokenOf, predatesRecord } from "@/lib/auth/session-store";
import { staffProfile as profile } from "./support/staff-profile";

/** Sessions end at sign-out on the server, not only in the browser; sign-out returns only to this site's pages. */
const NOW = 1_800_000_000;
const account = {
  provider: "microsoft-entra-id",
  type: "oidc",
  providerAccountId: "u1",
  access_token: "a1",
  refresh_token: "r1",
  id_token: "id-token-1",
  expires_at: NOW + 3600,
} as Account;
const deps: JwtDeps = {
  nowSeconds: NOW,
  fetchMe: async () => undefined,
  refresh: async (token) => token,
  refreshConfig: () => ({ issuer: "https://idp.example", clientId: "c", clientSecret: "s" }),
};

describe("a signed-out session", () => {
  it("gets an id at sign-in, and a copy of its cookie is refused once sign-out records it as ended", async () => {
    const token = await staffJwt({ token: {} as JWT, account, profile }, deps);
    expect(token?.sid).toMatch(/^[0-9a-f]{32}$/);
    expect(await idTokenOf(token!.sid!)).toBe("id-token-1");
    const copy = { ...token! };
    expect(await staffJwt({ token: copy }, { ...deps, nowSeconds: NOW + 60 })).not.toBeNull();
    await endSession(token!.sid!);
    expect(await staffJwt({ token: copy }, { ...deps, nowSeconds: NOW + 120 })).toBeNull();
    expect(await idTokenOf(token!.sid!)).toBeUndefined();
  });

  it("leaves other sessions alone, and refuses a cookie with no session id (issued before sessions had one)", async () => {
    const a = await staffJwt({ token: {} as JWT, account, profile }, deps);
    const b = await staffJwt({ token: {} as JWT, account, profile }, deps);
    expect(a!.sid).not.toBe(b!.sid);
    await endSession(a!.sid!);
    expect(await staffJwt({ token: { ...b! } }, deps)).not.toBeNull();
    const { sid, ...old } = b!;
    void sid;
    expect(await staffJwt({ token: old }, deps)).toBeNull();
  });
});

describe("a session older than the record of sign-outs (a restart without a shared store)", () => {
  it("is refused: the sign-outs recorded before the restart are lost, so any session from then may be one", async () => {
    const token = await staffJwt({ token: {} as JWT, account, profile }, deps);
    // Signed in an hour ago: before this process (the test's) began its record.
    const before = { ...token!, signedInAt: Math.floor(Date.now() / 1000) - 3600 };
    expect(await staffJwt({ token: before }, deps)).toBeNull();
    expect(predatesRecord(before.signedInAt, false)).toBe(true);
    expect(predatesRecord(undefined, false)).toBe(true);
    // Signed in since: accepted.
    expect(predatesRecord(Math.floor(Date.now() / 1000) + 1, false)).toBe(false);
  });

  it("is accepted where the record is shared (Upstash): it outlives any process", async () => {
    expect(predatesRecord(Math.floor(Date.now() / 1000) - 3600, true)).toBe(false);
    const token = await staffJwt({ token: {} as JWT, account, profile }, deps);
    const before = { ...token!, signedInAt: Math.floor(Date.now() / 1000) - 3600 };
    const shared = { ...deps, sessions: { ...store, predatesRecord: (at?: number) => predatesRecord(at, true) } };
    expect(await staffJwt({ token: before }, shared)).not.toBeNull();
  });
});

describe("where sign-out returns to (`from`)", () => {
  const site = new URL("https://ccip.example");
  it.each([
    ["/\t/evil.example", "tab"],
    ["/\r/evil.example", "CR"],
    ["/\n/evil.example", "LF"],
    ["/\t\\evil.example", "tab and backslash"],
    ["//evil.example/", "protocol-relative"],
    ["/\\evil.example", "backslash"],
    ["\\\\evil.example", "two backslashes"],
    ["https://evil.example/", "absolute, another site"],
    ["http://ccip.example/en/FAQ", "absolute, this host over http"],
    ["javascript:alert(1)", "script URL"],
    ["/.//evil.example", "a path that normalises to //"],
    ["/staff", "a staff page"],
    ["/en/staff/sign-in", "an English staff page"],
    ["", "empty"],
  ])("%j (%s) falls back to the default", (from) => {
    expect(safeReturnUrl(from, site)).toBeUndefined();
  });

  it.each([
    ["/en/FAQ", "https://ccip.example/en/FAQ"],
    ["/Law/act?x=1", "https://ccip.example/Law/act?x=1"],
    ["/%2F/evil.example", "https://ccip.example/%2F/evil.example"],
    ["/%5C/evil.example", "https://ccip.example/%5C/evil.example"],
    ["/%09/evil.example", "https://ccip.example/%09/evil.example"],
  ])("%j stays on the site as %s", (from, expected) => {
    expect(safeReturnUrl(from, site)?.href).toBe(expected);
  });

  it("never lands on another origin, whatever control character or slash sits between the first two characters", () => {
    for (const middle of ["\t", "\r", "\n", "\\", "/", "%2F", "%5C", "%09", "\u0000", " "])
      for (const from of [`/${middle}/evil.example`, `/${middle}evil.example`, `${middle}/evil.example`]) {
        const url = safeReturnUrl(from, site);
        if (url) expect(url.origin, JSON.stringify(from)).toBe(site.origin);
      }
  });
});

describe("signing out at the identity provider", () => {
  it("reads end_session_endpoint from discovery, and builds the URL with the hint and the way back", async () => {
    const fetcher = (async () =>
      Response.json({ end_session_endpoint: "https://idp.example/logout" })) as unknown as typeof fetch;
    expect(await endSessionEndpoint("https://idp.example/t/v2.0", fetcher)).toBe("https://idp.example/logout");
    const url = endSessionUrl("https://idp.example/logout", new URL("https://ccip.example/en/FAQ"), "client", "idt");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: "idt",
      client_id: "client",
      post_logout_redirect_uri: "https://ccip.example/en/FAQ",
    });
  });

  it("goes without when the provider publishes none", async () => {
    const fetcher = (async () => Response.json({ issuer: "x" })) as unknown as typeof fetch;
    expect(await endSessionEndpoint("https://other-idp.example", fetcher)).toBeNull();
  });
});
