import { expect, type Page } from "@playwright/test";
import { staffURL } from "./staff-servers";

/**
 * Signs in through the real flow on the staff server: our sign-in page, Auth.js, the local OpenID server and back.
 * `user` is the login_hint that picks the mock's user (tests/support/oidc-server.mjs).
 */
export async function signIn(page: Page, { prefix = "", user }: { prefix?: "" | "/en"; user?: string } = {}) {
  const query = user ? `?login_hint=${user}` : "";
  await page.goto(`${staffURL}${prefix}/staff/sign-in${query}`);
  await page.locator(".staff-sign-in-button").click();
}

export async function signInAsStaff(page: Page, prefix: "" | "/en" = "") {
  await signIn(page, { prefix });
  await expect(page).toHaveURL(`${staffURL}${prefix}/staff`);
}
