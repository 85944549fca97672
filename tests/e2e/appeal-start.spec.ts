import { APPEAL_HELPER_PATH } from "@/lib/routes";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { expect, gotoOk, locales, test } from "./fixtures";

/** One clear start for an appeal: on the home page above the fold, in the menu, on the pages that lead to it. */
const START = "/Public/AppealStart";
const messages = { th, en };

test.use({ viewport: { width: 375, height: 812 } });

for (const { locale, prefix } of locales) {
  const m = messages[locale].appealStart;
  const entry = (page: import("@playwright/test").Page) =>
    page.locator("main").getByRole("link", { name: m.entry }).first();

  test.describe(`appeal start (${locale})`, () => {
    test("the home page shows the start without scrolling, and it leads to 'before you start' and Start", async ({
      page,
    }) => {
      await gotoOk(page, prefix || "/");
      await expect(entry(page)).toBeInViewport();
      await entry(page).click();
      await expect(page).toHaveURL(`${prefix}${START}`);
      for (const id of ["who-can-appeal", "sixty-days", "have-ready", "how-long", "start"])
        await expect(page.locator(`h2#${id}`)).toBeVisible();
      await expect(page.locator("main")).toContainText("60");
      // The Start button begins within the first screen and a half on a phone: a short lead, then Start, then details.
      const start = page.getByRole("link", { name: m.start });
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await start.boundingBox();
      expect(box!.y, "Start begins within 1.5 screens of the top").toBeLessThan(812 * 1.5);
      await start.click();
      await expect(page).toHaveURL(`${prefix}${APPEAL_HELPER_PATH}`);
    });

    test("the appeal page, the FAQ and Contact us carry the same entry, at the top", async ({ page }) => {
      for (const path of ["/Public/Appealprocess", "/FAQ", "/Public/FAQ", "/ContactUs"]) {
        await gotoOk(page, `${prefix}${path}`);
        await expect(entry(page), path).toHaveAttribute("href", `${prefix}${START}`);
        await expect(entry(page), path).toBeInViewport();
      }
    });

    test("the menu lists it first in its section", async ({ page }) => {
      await gotoOk(page, prefix || "/");
      await page.locator(".mobile-nav-button").click();
      const link = page.locator(`.mobile-nav-panel a[href="${prefix}${START}"]`);
      await expect(link).toHaveText(m.entry);
    });

    for (const q of locale === "th" ? ["อุทธรณ์", "การอุทธรณ์"] : ["appeal", "how to appeal"]) {
      test(`searching "${q}" puts the start first`, async ({ page }) => {
        await gotoOk(page, `${prefix}/search?q=${encodeURIComponent(q)}`);
        await expect(page.locator(".search-results > li a").first()).toHaveAttribute("href", `${prefix}${START}`);
      });
    }
  });
}

for (const { locale, prefix } of locales) {
  test(`the helper's first question begins within a screen and a half, and the start says how long it takes (${locale})`, async ({
    page,
  }) => {
    await gotoOk(page, `${prefix}${START}`);
    await expect(page.locator(".appeal-start-hint").last()).toHaveText(messages[locale].appealStart.time);
    await page.getByRole("link", { name: messages[locale].appealStart.start }).click();
    await expect(page).toHaveURL(`${prefix}${APPEAL_HELPER_PATH}`);
    const first = page.locator(".helper-check fieldset").first();
    const top = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(1.5 * 812);
  });
}
