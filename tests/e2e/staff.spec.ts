import { baseURL } from "../../playwright.config";
import {
  copySessionCookies,
  expectCopiedSessionRefused,
  expectSignOutReturnsOnSite,
  signIn,
  signInAsStaff,
} from "../support/staff-auth";
import { oidcURL, staffURL } from "../support/staff-servers";
import { expect, gotoOk, returningVisitor, test } from "./fixtures";

/*
 * Staff sign-in with Microsoft Entra ID, against a local OpenID Connect server (tests/support/oidc-server.mjs)
 * and a second production server configured for it. The default server has no AUTH_* variables.
 */

test.describe("without the AUTH_* variables", () => {
  test("/staff says sign-in is not configured, in both languages, and there is no staff link", async ({
    page,
    request,
  }) => {
    await gotoOk(page, `${baseURL}/staff`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ยังไม่ได้ตั้งค่าการเข้าสู่ระบบ");
    await gotoOk(page, `${baseURL}/en/staff`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in is not configured");
    await expect(page.locator(".staff-session")).toHaveCount(0);
    expect((await request.get(`${baseURL}/api/feedback/counts`)).status()).toBe(404);
    expect(await (await request.get(`${baseURL}/api/auth/session`)).json()).toBeNull();
  });
});

test.describe("with sign-in configured", () => {
  test("anonymous visitors are sent to the sign-in page, and the API answers 401", async ({ page, request }) => {
    await page.goto(`${staffURL}/staff`);
    await expect(page).toHaveURL(`${staffURL}/staff/sign-in?callbackUrl=%2Fstaff`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("เข้าสู่ระบบสำหรับเจ้าหน้าที่");
    await page.goto(`${staffURL}/en/staff`);
    await expect(page).toHaveURL(`${staffURL}/en/staff/sign-in?callbackUrl=%2Fen%2Fstaff`);
    await expect(page.getByRole("button", { name: "Sign in with Microsoft" })).toBeVisible();
    const api = await request.get(`${staffURL}/api/feedback/counts`);
    expect(api.status()).toBe(401);
    // The site's one error shape (lib/http/api-error.ts), as every other API refusal.
    expect(await api.json()).toEqual({ error: { code: "unauthenticated", message: expect.any(String) } });
  });

  test("a staff member signs in, sees their name, uses the API, and signs out", async ({ page }) => {
    await page.goto(`${staffURL}/en/staff`);
    await page.getByRole("button", { name: "Sign in with Microsoft" }).click();
    await expect(page).toHaveURL(`${staffURL}/en/staff`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff pages");
    await expect(page.locator(".staff-welcome")).toHaveText("Signed in as Somchai Jaidee");
    await expect(page.getByRole("heading", { name: "Search insights" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page feedback" })).toBeVisible();

    // The header on a static public page shows the name from /api/auth/session.
    await gotoOk(page, `${staffURL}/en/Law/act`);
    const menu = page.locator(".staff-session");
    await expect(menu).toContainText("Signed in as Somchai Jaidee");
    await expect(menu.getByRole("link", { name: "Staff pages" })).toHaveAttribute("href", "/en/staff");

    // The staff API: 200 with the session, 403 when the request comes from another site.
    expect((await page.request.get(`${staffURL}/api/feedback/counts`)).status()).toBe(200);
    const crossSite = await page.request.get(`${staffURL}/api/feedback/counts`, {
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);

    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${staffURL}/en/Law/act`);
    await expect(page.locator(".staff-session")).toHaveCount(0);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("staff-hint");
    expect((await page.request.get(`${staffURL}/api/feedback/counts`)).status()).toBe(401);
    await page.goto(`${staffURL}/en/staff`);
    await expect(page).toHaveURL(/\/en\/staff\/sign-in\?callbackUrl=/);
  });

  test("signing out from a staff page says so", async ({ page }) => {
    await signInAsStaff(page);
    await page.locator(".staff-session").getByRole("button", { name: "ออกจากระบบ" }).click();
    await expect(page).toHaveURL(`${staffURL}/staff/sign-in?signedOut=1`);
    await expect(page.locator(".staff-notice")).toHaveText("คุณออกจากระบบแล้ว");
  });

  test("a user outside the allowed e-mail domains gets the not-authorised page", async ({ page }) => {
    await signIn(page, { user: "outsider" });
    await expect(page).toHaveURL(`${staffURL}/staff/not-authorised`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ไม่มีสิทธิ์เข้าใช้งาน");
    await expect(page.locator("body")).not.toContainText("Error");
    await page.goto(`${staffURL}/staff`);
    await expect(page).toHaveURL(/\/staff\/sign-in/);
  });

  test("an account of the tenant without the staff app role is refused", async ({ page }) => {
    await signIn(page, { prefix: "/en", user: "norole" });
    await expect(page).toHaveURL(`${staffURL}/en/staff/not-authorised`);
    await expect(page.locator(".staff-session")).toHaveCount(0);
    expect((await page.request.get(`${staffURL}/api/feedback/counts`)).status()).toBe(401);
    await page.goto(`${staffURL}/en/staff`);
    await expect(page).toHaveURL(/\/en\/staff\/sign-in/);
  });

  test("a removed session cookie signs out everywhere: staff pages, the API and the header", async ({
    page,
    context,
  }) => {
    await signInAsStaff(page, "/en");
    const session = (await context.cookies()).find((c) => c.name.endsWith("authjs.session-token"));
    expect(session).toBeTruthy();
    await context.clearCookies({ name: session!.name });
    expect((await page.request.get(`${staffURL}/api/feedback/counts`)).status()).toBe(401);
    expect(await (await page.request.get(`${staffURL}/api/auth/session`)).json()).toBeNull();
    await page.goto(`${staffURL}/en/staff`);
    await expect(page).toHaveURL(/\/en\/staff\/sign-in\?.*reason=expired/);
    await gotoOk(page, `${staffURL}/en/Law/act`);
    await expect(page.locator(".staff-session")).toHaveCount(0);
  });

  test("an expired session whose refresh is refused gets the expired message", async ({ page }) => {
    await signIn(page, { prefix: "/en", user: "expiring" });
    await expect(page).toHaveURL(/\/en\/staff\/sign-in\?.*reason=expired/);
    await expect(page.locator(".staff-notice")).toHaveText("Your session has expired. Please sign in again.");
  });

  test("an access token near expiry is refreshed and the session goes on", async ({ page }) => {
    await signIn(page, { prefix: "/en", user: "refresh" });
    await expect(page).toHaveURL(`${staffURL}/en/staff`);
    await page.reload();
    await expect(page.locator(".staff-welcome")).toHaveText("Signed in as Refreshed Staff");
  });

  test("a cancelled sign-in says so, in the language it started in", async ({ page }) => {
    await signIn(page, { prefix: "/en", user: "cancel" });
    await expect(page).toHaveURL(/\/en\/staff\/sign-in\?error=/);
    await expect(page.locator(".staff-notice")).toHaveText(
      "Sign-in was cancelled or did not finish. You can try again.",
    );
  });

  test("a tampered session cookie is refused", async ({ page, context }) => {
    const tampered = async () =>
      context.addCookies([
        {
          name: "authjs.session-token",
          value: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0.forged.token.value.x",
          url: staffURL,
        },
        { name: "staff-hint", value: "1", url: staffURL },
      ]);
    await tampered();
    await page.goto(`${staffURL}/staff`);
    await expect(page).toHaveURL(/\/staff\/sign-in\?.*reason=expired/);
    await expect(page.locator(".staff-notice")).toHaveText("เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง");
    expect((await page.request.get(`${staffURL}/api/feedback/counts`)).status()).toBe(401);

    // Hop by hop, without the page's scripts: the staff page cannot set cookies, so it sends the browser through the
    // renewal route, which clears the cookie and drops the hint on the way; "expired" is then said once, not again.
    await tampered();
    const location = async (path: string) =>
      (await page.request.get(new URL(path, staffURL).href, { maxRedirects: 0 })).headers().location;
    const renewal = await location("/staff");
    expect(renewal).toBe("/api/auth/renew?to=%2Fstaff");
    expect(await location(renewal)).toBe("/staff/sign-in?callbackUrl=%2Fstaff&reason=expired");
    const names = (await context.cookies(staffURL)).map((c) => c.name);
    expect(names).not.toContain("staff-hint");
    expect(names).not.toContain("authjs.session-token");
    expect(await location("/staff")).toBe("/staff/sign-in?callbackUrl=%2Fstaff");
  });

  test("a callbackUrl to another site is ignored", async ({ page }) => {
    await page.goto(`${staffURL}/staff/sign-in?callbackUrl=${encodeURIComponent("https://evil.example/phish")}`);
    await page.locator(".staff-sign-in-button").click();
    await expect(page).toHaveURL(`${staffURL}/staff`);
  });

  test("the sign-in form is a route the app controls: a cross-site post is refused, a server action is a 405", async ({
    request,
  }) => {
    const crossSite = await request.post(`${staffURL}/api/staff/sign-in`, {
      headers: { Origin: "https://evil.example" },
      form: { locale: "th" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers().location).toBeUndefined();
    const action = await request.post(`${staffURL}/staff/sign-in`, {
      headers: { Origin: "https://evil.example", "Next-Action": "7f" + "0".repeat(40) },
      multipart: { "1_$ACTION_ID_x": "", locale: "th" },
      maxRedirects: 0,
    });
    expect(action.status()).toBe(405);
  });
});

/*
 * Sign-out ends the session on the server: the session's id is recorded as ended, and every request that reads the
 * session checks it. The OpenID server publishes an end-session endpoint, so sign-out ends the session there too.
 */
test.describe("sign-out ends the session", () => {
  test("a copy of the session cookie taken before sign-out is refused on its next use", async ({ page, browser }) => {
    await signInAsStaff(page, "/en");
    const copied = await copySessionCookies(page);

    await gotoOk(page, `${staffURL}/en/Law/act`);
    const endSession = page.waitForRequest((r) => r.url().startsWith(`${oidcURL}/endsession`));
    await page.locator(".staff-session").getByRole("button", { name: "Sign out" }).click();
    // At the identity provider too: its end-session endpoint, naming the session, and back to the page.
    const atProvider = new URL((await endSession).url());
    expect(atProvider.searchParams.get("id_token_hint")).toBeTruthy();
    expect(atProvider.searchParams.get("post_logout_redirect_uri")).toBe(`${staffURL}/en/Law/act`);
    await expect(page).toHaveURL(`${staffURL}/en/Law/act`);

    // Another browser replays the copy: refused everywhere, and no fresh cookie is issued for it.
    await expectCopiedSessionRefused(browser, copied);
  });

  test("another session of the same person goes on", async ({ page, browser }) => {
    await signInAsStaff(page, "/en");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    // A returning visitor, as the fixture's page is: no splash or prompts in the way (tests/e2e/fixtures.ts).
    await otherPage.addInitScript(returningVisitor);
    await signInAsStaff(otherPage, "/en");
    await page.locator(".staff-session").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/en\/staff\/sign-in\?signedOut=1/);
    expect((await otherPage.request.get(`${staffURL}/api/feedback/counts`)).status()).toBe(200);
    await other.close();
  });

  test("the `from` field only ever returns to this site's public pages", async ({ request }) => {
    await expectSignOutReturnsOnSite(request, staffURL);
  });
});
