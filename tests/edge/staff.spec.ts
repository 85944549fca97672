import { edgeURL } from "../../playwright.edge.config";
import { expect, test } from "../e2e/fixtures";
import { copySessionCookies, expectCopiedSessionRefused, signInAsStaff } from "../support/staff-auth";

/*
 * Staff sign-in on workerd, against the local OpenID server (tests/support/oidc-server.mjs), as a member of staff
 * would: the same helpers as the browser tests, with the Worker as the staff server.
 */

test("/staff is closed to anonymous visitors", async ({ request }) => {
  const response = await request.get("/staff", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers().location, edgeURL).pathname).toBe("/staff/sign-in");
});

test("a member of staff signs in and out; a copy of the cookie taken before sign-out is refused", async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, "/en", edgeURL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff pages");
  const copied = await copySessionCookies(page);
  expect((await page.request.get("/api/feedback/counts")).status()).toBe(200);

  // Sign-out ends the session on the server (lib/auth/session-store.ts), not only the cookie in this browser.
  await page.locator(".staff-session").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${edgeURL}/en/staff/sign-in?signedOut=1`);
  expect((await page.request.get("/en/staff", { maxRedirects: 0 })).status()).toBe(307);
  await expectCopiedSessionRefused(browser, copied, edgeURL);
});
