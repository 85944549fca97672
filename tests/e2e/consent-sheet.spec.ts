import th from "@/messages/th.json";
import {
  cookieLifetimes,
  cookiesOf,
  expectNoOverlay,
  LOCALES,
  PHONE,
  sheetOf,
  stored,
  termsOf,
  withAnalytics,
} from "./overlay-helpers";
import { expect, freezeClock, test } from "./fixtures";

test.describe("the sheet's questions", () => {
  test.use({ firstVisit: true, viewport: PHONE });
  const [thai, english] = LOCALES;

  test("terms accepted: only the cookie question; cookies accepted: only the terms", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("modal", "true"));
    await page.goto("/Law");
    await expect(cookiesOf(page, thai)).toBeVisible();
    await expect(termsOf(page, thai)).toBeHidden();
    await page.addInitScript(() => {
      localStorage.removeItem("modal");
      localStorage.setItem("cookies", "true");
    });
    await page.reload();
    await expect(termsOf(page, thai)).toBeVisible();
    await expect(cookiesOf(page, thai)).toBeHidden();
  });

  test("the keyboard reaches every answer, with focus shown; Escape closes the sheet for now", async ({
    page,
    context,
  }) => {
    await page.goto("/en/Public/Appealprocess");
    const sheet = sheetOf(page, english);
    await expect(sheet).toBeVisible();
    const inSheet = () => sheet.evaluate((el) => el.contains(document.activeElement));
    for (let presses = 0; presses < 400 && !(await inSheet()); presses++) await page.keyboard.press("Tab");
    const answers = [english.m.termsAccept, english.m.termsClose, english.m.cookieAccept, english.m.cookieDecline].map(
      (name) => sheet.getByRole("button", { name }),
    );
    // Links in the sentences come before their answers.
    for (const [i, answer] of answers.entries()) {
      while (!(await answer.evaluate((el) => el === document.activeElement))) {
        expect(await inSheet(), `answer ${i} reached by Tab`).toBe(true);
        await page.keyboard.press("Tab");
      }
      await expect(answer).toBeFocused();
      const ring = await answer.evaluate((el) => getComputedStyle(el));
      expect(ring.outlineStyle).toBe("solid");
      expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
      const box = (await answer.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    expect(await stored(page, "modal")).toBeNull();
    expect(await stored(page, "cookies")).toBeNull();
    expect(await cookieLifetimes(context)).toEqual({ "splash-seen": -1, "terms-closed": -1, "cookies-declined": -1 });
  });

  test("a new browser session asks again what was only put off", async ({ page, context, browser }) => {
    await page.goto("/Law");
    await termsOf(page, thai).getByRole("button", { name: thai.m.termsClose }).click();
    await cookiesOf(page, thai).getByRole("button", { name: thai.m.cookieDecline }).click();
    await expect(sheetOf(page, thai)).toBeHidden();
    const later = await browser.newContext({ viewport: PHONE, storageState: await context.storageState() });
    await later.clearCookies();
    const next = await later.newPage();
    await freezeClock(next);
    await next.goto("/");
    await expect(next.locator(".splash")).toBeVisible();
    await next.getByRole("button", { name: thai.skip }).click();
    await expect(termsOf(next, thai)).toBeVisible();
    await expect(cookiesOf(next, thai)).toBeVisible();
    await later.close();
  });

  test("cookie settings in the footer ask the cookie question again, and decline withdraws consent", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem("modal", "true");
      localStorage.setItem("cookies", "true");
    });
    await page.goto("/Law");
    await expectNoOverlay(page, thai);
    await page.getByRole("button", { name: th.footer.cookieSettings }).click();
    await expect(cookiesOf(page, thai)).toBeVisible();
    await expect(termsOf(page, thai)).toBeHidden();
    await expect(cookiesOf(page, thai).getByRole("button", { name: thai.m.cookieAccept })).toBeFocused();
    await cookiesOf(page, thai).getByRole("button", { name: thai.m.cookieDecline }).click();
    await expect(sheetOf(page, thai)).toBeHidden();
    expect(await stored(page, "cookies")).toBeNull();
  });

  test("analytics loads only after cookies are accepted, and again from the stored consent", async ({
    page,
    context,
  }) => {
    const analyticsRequests = await withAnalytics(page, "**/Public");
    const analytics = page.locator("#analytics-script");
    // goto returns once the page has hydrated: the sheet's mount effect, which loads analytics when consent is
    // stored, has run by then, so the absence below is a settled state, not a race.
    await page.goto("/Public");
    await expect(cookiesOf(page, thai)).toBeVisible();
    await expect(analytics).toHaveCount(0);
    await page.getByRole("button", { name: thai.m.cookieDecline }).click();
    await expect(cookiesOf(page, thai)).toBeHidden();
    await expect(analytics).toHaveCount(0);
    // The next browser session asks again.
    await context.clearCookies({ name: "cookies-declined" });
    await page.reload();
    await page.getByRole("button", { name: thai.m.cookieAccept }).click();
    await expect.poll(() => page.evaluate(() => (window as { __tracked?: boolean }).__tracked)).toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as { __tracked?: boolean }).__tracked)).toBe(true);
    // Only the two pages with consent asked for the script.
    expect(analyticsRequests).toHaveLength(2);
  });

  test("before consent the browser keeps only the splash's session cookie, even with an analytics provider", async ({
    page,
    context,
  }) => {
    await withAnalytics(page, /:\d+\/(en\/Public\/ConsumerRight)?$/);
    // A visitor who reads two pages and answers nothing (the splash is left to its frozen clock).
    await freezeClock(page);
    await page.goto("/");
    await expect(page.locator(".splash")).toBeVisible();
    await page.goto("/en/Public/ConsumerRight");
    await expect(cookiesOf(page, english)).toBeVisible();
    expect(await cookieLifetimes(context)).toEqual({ "splash-seen": -1 });
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("splash-seen=1");
  });
});
