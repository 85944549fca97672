import { freePort } from "../support/redis-server";
import { startPair, type OwnPair } from "../support/own-pair";
import { copySessionCookies, expectCopiedSessionRefused, signInAsStaff } from "../support/staff-auth";
import { staffSignInEnv } from "../support/staff-servers";
import { expect, returningVisitor, test } from "./fixtures";

/*
 * The single-instance default (no Redis): the record of signed-out sessions lives in the server's memory, and a
 * restart loses it. A sign-out must last anyway: the server refuses every session signed in before it started
 * (lib/auth/session-store.ts, predatesRecord), so a copy of a signed-out cookie opens nothing after a restart, and
 * everyone signs in again.
 */
test.describe.configure({ mode: "serial" });

let pair: OwnPair;
let port: number;
const env = () => staffSignInEnv(`http://localhost:${port}`);

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  port = await freePort();
  pair = await startPair(port, env());
});

test.afterAll(async () => {
  await pair?.stop();
});

test("a session signed out before a restart stays signed out after it, and others sign in again", async ({
  page,
  browser,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const { origin } = pair;
  await signInAsStaff(page, "", origin);
  const copied = await copySessionCookies(page);
  // Another member of staff, still signed in when the server restarts.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.addInitScript(returningVisitor);
  await signInAsStaff(otherPage, "", origin);
  expect((await otherPage.request.get(`${origin}/api/feedback/counts`)).status()).toBe(200);

  const signOut = await page.request.post(`${origin}/api/staff/sign-out`, {
    form: { locale: "th", from: "/" },
    maxRedirects: 0,
  });
  expect(signOut.status(), "sign-out answered").toBeLessThan(400);
  await expectCopiedSessionRefused(browser, copied, origin);

  await pair.stop();
  pair = await startPair(port, env());

  // The copy of the signed-out session: refused by the staff API, the session endpoint and the staff pages.
  await expectCopiedSessionRefused(browser, copied, origin);
  // The session that was not signed out: refused too, since the server cannot know (it fails closed)...
  expect((await otherPage.request.get(`${origin}/api/feedback/counts`)).status()).toBe(401);
  // ...and its owner signs in again.
  await signInAsStaff(otherPage, "", origin);
  expect((await otherPage.request.get(`${origin}/api/feedback/counts`)).status()).toBe(200);
  await other.close();
});
