import { decode, encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffToken } from "@/lib/auth/jwt";

vi.mock("server-only", () => ({}));

/*
 * The renewal (GET /api/auth/renew, in Auth.js's route handler) with Auth.js itself, called in-process: what a staff page's answer cannot
 * carry (the session cookie rolled forward, refreshed or cleared; the hint set or dropped) is written on the way to
 * the page, or to the sign-in page when the session says so.
 */
const ORIGIN = "http://localhost:3000";
const SECRET = "unit-test-secret-0123456789abcdef0123456789abcdef";
const COOKIE = "authjs.session-token";
const ISSUER = "https://idp.example";

let GET: (request: NextRequest) => Promise<Response>;
let endSession: (sid: string) => Promise<void>;

beforeAll(async () => {
  vi.stubEnv("AUTH_SECRET", SECRET);
  vi.stubEnv("AUTH_URL", `${ORIGIN}/api/auth`);
  vi.stubEnv("AUTH_MICROSOFT_ENTRA_ID_ID", "client");
  vi.stubEnv("AUTH_MICROSOFT_ENTRA_ID_SECRET", "client-secret");
  vi.stubEnv("AUTH_MICROSOFT_ENTRA_ID_ISSUER", ISSUER);
  vi.stubEnv("AUTH_STAFF_EMAIL_DOMAINS", "staff.example");
  vi.stubEnv("UPSTASH_REDIS_REST_URL", "");
  vi.stubEnv("UPSTASH_REDIS_REST_TOKEN", "");
  // After the environment: Auth.js reads its secret and origin when the configuration is built.
  ({ GET } = await import("@/app/api/auth/[...nextauth]/route"));
  ({ endSession } = await import("@/lib/auth/session-store"));
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const now = () => Math.floor(Date.now() / 1000);

/** A staff session's cookie as Auth.js writes it at sign-in. */
async function sessionCookie(extra: Partial<StaffToken> = {}): Promise<string> {
  const token: StaffToken = {
    sid: `sid-${Math.random()}`,
    sub: "u1",
    name: "Ann",
    email: "ann@staff.example",
    staff: true,
    accessToken: "a1",
    refreshToken: "r1",
    expiresAt: now() + 3600,
    signedInAt: now(),
    endsAt: now() + 12 * 3600,
    ...extra,
  };
  return `${COOKIE}=${await encode({ token, secret: SECRET, salt: COOKIE })}`;
}

function renew(to: string, cookies: string[] = []) {
  return GET(
    new NextRequest(`${ORIGIN}/api/auth/renew?${new URLSearchParams({ to })}`, {
      headers: { cookie: cookies.join("; ") },
    }),
  );
}

const setCookie = (answer: Response, name: string) =>
  answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

describe("the renewal route", () => {
  it("renews a staff session's cookie, sets the hint, and returns to the page, query and all", async () => {
    // Signed in no earlier than this process began its record of sign-outs: older sessions are refused without Upstash.
    const answer = await renew("/en/staff?tab=1", [await sessionCookie()]);
    expect(answer.status).toBe(307);
    expect(answer.headers.get("location")).toBe("/en/staff?tab=1");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const hint = setCookie(answer, "staff-hint")!;
    for (const attribute of ["staff-hint=1;", "Path=/;", "Max-Age=28800", "SameSite=lax"])
      expect(hint).toContain(attribute);
    // The header's script reads it.
    expect(hint).not.toMatch(/HttpOnly/i);
    const renewed = setCookie(answer, COOKIE)!;
    expect(renewed).toMatch(/Max-Age=28800|Expires=/i);
    const token = (await decode({
      token: renewed.slice(COOKIE.length + 1, renewed.indexOf(";")),
      secret: SECRET,
      salt: COOKIE,
    })) as StaffToken;
    expect(token.renewedAt).toBeGreaterThanOrEqual(now() - 5);
    expect(token.name).toBe("Ann");
  });

  it("leaves a hint that is there alone for staff", async () => {
    const answer = await renew("/staff", [await sessionCookie(), "staff-hint=1"]);
    expect(answer.headers.get("location")).toBe("/staff");
    expect(setCookie(answer, "staff-hint")).toBeUndefined();
  });

  it("drops the hint and sends a visitor whose session is gone to sign in again, told it expired", async () => {
    const answer = await renew("/en/staff?tab=1", ["staff-hint=1"]);
    expect(answer.headers.get("location")).toBe("/en/staff/sign-in?callbackUrl=%2Fen%2Fstaff%3Ftab%3D1&reason=expired");
    expect(setCookie(answer, "staff-hint")).toMatch(/^staff-hint=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it("clears the cookie of a signed-out session, and says nothing of expiry without the hint", async () => {
    const cookie = await sessionCookie();
    const sid = ((await decode({ token: cookie.slice(COOKIE.length + 1), secret: SECRET, salt: COOKIE })) as StaffToken)
      .sid!;
    await endSession(sid);
    const answer = await renew("/staff", [cookie]);
    expect(answer.headers.get("location")).toBe("/staff/sign-in?callbackUrl=%2Fstaff");
    expect(setCookie(answer, COOKIE)).toMatch(new RegExp(`^${COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, "i"));
  });

  it("refreshes tokens that are due, and sends the staff member to sign in when the provider refuses", async () => {
    const fetcher = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith("/.well-known/openid-configuration")
        ? Response.json({ token_endpoint: `${ISSUER}/token` })
        : Response.json({ error: "invalid_grant" }, { status: 400 }),
    );
    vi.stubGlobal("fetch", fetcher);
    const answer = await renew("/en/staff", [await sessionCookie({ expiresAt: now() + 60 })]);
    vi.unstubAllGlobals();
    expect(fetcher).toHaveBeenCalledWith(`${ISSUER}/token`, expect.anything());
    expect(answer.headers.get("location")).toBe("/en/staff/sign-in?callbackUrl=%2Fen%2Fstaff&reason=expired");
  });

  it("returns only to a staff page of this site, and expires Auth.js's cookies of values it cannot use", async () => {
    for (const to of ["https://evil.example/staff", "//evil.example/staff", "/Law/act", "/staff/sign-in"]) {
      const answer = await renew(to, [await sessionCookie()]);
      expect(answer.headers.get("location"), to).toBe("/staff");
    }
    const answer = await renew("/staff", [await sessionCookie(), "authjs.callback-url=x"]);
    expect(answer.headers.get("location")).toBe("/staff");
    expect(setCookie(answer, "authjs.callback-url")).toMatch(/Max-Age=0/);
  });

  it("leaves Auth.js's own endpoints to Auth.js", async () => {
    const session = await GET(
      new NextRequest(`${ORIGIN}/api/auth/session`, { headers: { cookie: await sessionCookie() } }),
    );
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { name: "Ann" }, staff: true });
  });
});
