import type { Page } from "@playwright/test";
import { formText } from "@/lib/appeal-form/labels";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { seedAnswers } from "./appeal-fixtures";
import { expect, gotoOk, locales, test } from "./fixtures";

/**
 * The appeal helper's steps on a phone: each step's height, which only a browser's layout shows, and Change from
 * "check your answers" coming back to it in a real browser, with a link opened as a link too. What the steps ask and
 * do (Back, "check your answers", printing, clearing) is tested beside the components
 * (components/appeal-helper/*.test.tsx), and the whole journey in appeal-helper.spec.ts.
 */
const messages = { th: th.appealHelper, en: en.appealHelper };
const PHONE = { width: 375, height: 812 };
const STEPS = 9;
/** A step's own content (the page's article: its heading, the check or the step, what follows) fits in 3 screens. */
const BUDGET = 3 * PHONE.height;

const counter = (page: Page) => page.locator(".helper-step-count");
const stepText = (locale: "th" | "en", step: number) =>
  messages[locale].form.stepCount.replace("{step}", String(step)).replace("{count}", String(STEPS));
const articleHeight = (page: Page) =>
  page.locator(".page-article").evaluate((el) => Math.round(el.getBoundingClientRect().height));

async function openStep(page: Page, prefix: string, step: number) {
  await gotoOk(page, `${prefix}${APPEAL_HELPER_PATH}?step=${step}#appeal-helper-form`);
  await expect(page.locator(".helper-form[data-hydrated]")).toBeAttached();
}

test.use({ viewport: PHONE });

for (const { locale, prefix } of locales) {
  const m = messages[locale];
  const labels = formText[locale];

  test.describe(`appeal helper steps at 375 px (${locale})`, () => {
    test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date("2026-03-10T10:00:00+07:00")));

    test("the check is a step of its own, and no step is over three phone screens", async ({ page }, testInfo) => {
      await seedAnswers(page, "01/03/2026");
      // The check, answered so that its longest answer shows: the form's start follows it, not the form's first step.
      await gotoOk(page, `${prefix}${APPEAL_HELPER_PATH}`);
      await expect(page.locator(".helper-check[data-hydrated]")).toBeAttached();
      for (const question of ["asked", "answered", "disputed", "hasLetter"])
        await page.locator(`.helper-check input[name="${question}"][value="yes"]`).check();
      await page.locator("#check-letter-date").fill(locale === "th" ? "01/03/2569" : "01/03/2026");
      await expect(page.getByRole("region", { name: m.check.resultLabel })).toContainText(m.check.open.title);
      await expect(page.getByRole("link", { name: m.form.start })).toBeVisible();
      await expect(page.locator("#appeal-fullName")).toBeHidden();
      expect(await articleHeight(page), "the check").toBeLessThanOrEqual(BUDGET);
      await page.screenshot({ path: testInfo.outputPath(`step-0-check-${locale}.png`), fullPage: true });
      for (let step = 1; step <= STEPS; step++) {
        await openStep(page, prefix, step);
        await expect(counter(page)).toHaveText(stepText(locale, step));
        expect(await articleHeight(page), `step ${step}`).toBeLessThanOrEqual(BUDGET);
        await page.screenshot({ path: testInfo.outputPath(`step-${step}-${locale}.png`), fullPage: true });
      }
    });

    test("Change from the review opens the field's step, whose button comes straight back to the review", async ({
      page,
    }, testInfo) => {
      await seedAnswers(page, "01/03/2026");
      await openStep(page, prefix, 8);
      const change = page.getByRole("link", { name: `${m.form.change} ${labels.reasons}` });
      await expect(change).toHaveAttribute("href", "?step=3&return=review#appeal-reasons");
      await change.click();
      await expect(counter(page)).toHaveText(stepText(locale, 3));
      await expect(page.locator("#appeal-reasons")).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath(`change-${locale}.png`), fullPage: true });
      await page.locator("#appeal-reasons").fill("Paid in full in February");
      await expect(page.getByRole("button", { name: m.form.continue, exact: true })).toHaveCount(0);
      await page.getByRole("button", { name: m.form.returnToReview }).click();
      await expect(counter(page)).toHaveText(stepText(locale, 8));
      await expect(page.getByRole("heading", { name: m.form.reviewTitle })).toBeFocused();
      await expect(page.locator('.helper-review-row[data-field="reasons"]')).toContainText("Paid in full in February");
      await expect(page).toHaveURL(/\?step=8#/);
      await page.screenshot({ path: testInfo.outputPath(`change-back-${locale}.png`), fullPage: true });
      // The Change link's address opened anew (a new tab, a reload) comes back too.
      await gotoOk(page, `${prefix}${APPEAL_HELPER_PATH}?step=5&return=review#appeal-request`);
      await expect(counter(page)).toHaveText(stepText(locale, 5));
      await page.getByRole("button", { name: m.form.returnToReview }).click();
      await expect(counter(page)).toHaveText(stepText(locale, 8));
    });
  });
}
