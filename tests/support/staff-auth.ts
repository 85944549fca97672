import { expect, type APIRequestContext, type Browser, type Cookie, type Page } from "@playwright/test";
import { staffURL } from "./staff-servers";

/**
 * Signs in through the real flow on the staff server: our sign-in page, Auth.js, the local OpenID server and back.
 * `user` is the login_hint that picks the mock's user (tests/support/oidc-server.mjs). `origin` is the server that
 * signs in: the staff server of the browser tests unless a suite names its own (the Worker on workerd).
 */
export async function signIn(
  page: Page,
  { prefix = "", user, origin = staffURL }: { prefix?: "" | "/en"; user?: string; origin?: string } = {},
) {
  const query = user ? `?login_hint=${user}` : "";
  await page.goto(`${origin}${prefix}/staff/sign-in${query}`);
  await page.locator(".staff-sign-in-button").click();
}

export async function signInAsStaff(page: Page, prefix: "" | "/en" = "", origin = staffURL) {
  await signIn(page, { prefix, origin });
  await expect(page).toHaveURL(`${origin}${prefix}/staff`);
}

/** The session cookie(s) of a signed-in page, as someone who copied them would hold them. */
export async function copySessionCookies(page: Page): Promise<Cookie[]> {
  const copied = (await page.context().cookies()).filter((c) => c.name.includes("authjs.session-token"));
  expect(copied.length, "a session cookie to copy").toBeGreaterThan(0);
  return copied;
}

/**
 * Another browser replays a copy of the session cookie taken before sign-out: the staff API and the session endpoint
 * refuse it, and no fresh session cookie is issued for it.
 */
export async function expectCopiedSessionRefused(browser: Browser, copied: Cookie[], origin = staffURL) {
  const thief = await browser.newContext();
  await thief.addCookies(copied);
  expect((await thief.request.get(`${origin}/api/feedback/counts`)).status()).toBe(401);
  const session = await thief.request.get(`${origin}/api/auth/session`);
  expect(await session.json()).toBeNull();
  const refreshed = session
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie" && /authjs\.session-token=[^;]/.test(h.value));
  expect(refreshed, "no fresh session cookie").toEqual([]);
  const thiefPage = await thief.newPage();
  await thiefPage.goto(`${origin}/en/staff`);
  await expect(thiefPage).toHaveURL(/\/en\/staff\/sign-in/);
  await thief.close();
}

/**
 * Sign-out's `from` (where to return) tried with the tricks that pass a text check: a tab, CR or LF inside `//`, a
 * backslash, encoded slashes, absolute URLs. Each answer must land on `origin`, on a public page or the sign-in page.
 */
export async function expectSignOutReturnsOnSite(request: APIRequestContext, origin: string) {
  const signedOut = "/staff/sign-in?signedOut=1";
  const cases: [string, string][] = [
    ["/\t/evil.example", signedOut],
    ["/\r/evil.example", signedOut],
    ["/\n/evil.example", signedOut],
    ["//evil.example/", signedOut],
    ["/\\evil.example", signedOut],
    ["https://evil.example/", signedOut],
    ["/%2F/evil.example", "/%2F/evil.example"],
    ["/%5C/evil.example", "/%5C/evil.example"],
    [`${origin}/en/FAQ`, signedOut],
    ["/en/FAQ", "/en/FAQ"],
    ["/staff", signedOut],
  ];
  for (const [from, expected] of cases) {
    const response = await request.post(`${origin}/api/staff/sign-out`, {
      form: { locale: "th", from },
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(from)).toBe(303);
    const location = new URL(response.headers().location);
    expect(location.origin, JSON.stringify(from)).toBe(origin);
    expect(`${location.pathname}${location.search}`, JSON.stringify(from)).toBe(expected);
  }
}
