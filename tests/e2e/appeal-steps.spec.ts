import type { Page } from "@playwright/test";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { seedAnswers } from "./appeal-fixtures";
import { expect, gotoOk, locales, test } from "./fixtures";

/**
 * The appeal helper's form in short steps, on a phone: each step's height, which only a browser's layout shows. What
 * the steps ask and do (Back, "check your answers", printing, clearing) is tested beside the components
 * (components/appeal-helper/*.test.tsx), and the whole journey in appeal-helper.spec.ts.
 */
const PATH = "/Public/Appealprocess/Helper";
const messages = { th: th.appealHelper, en: en.appealHelper };
const PHONE = { width: 375, height: 812 };
const STEPS = 9;

const counter = (page: Page) => page.locator(".helper-step-count");
const stepText = (locale: "th" | "en", step: number) =>
  messages[locale].form.stepCount.replace("{step}", String(step)).replace("{count}", String(STEPS));

async function openStep(page: Page, prefix: string, step: number) {
  await gotoOk(page, `${prefix}${PATH}?step=${step}#fill-in`);
  await expect(page.locator(".helper-form[data-hydrated]")).toBeAttached();
}

test.use({ viewport: PHONE });

for (const { locale, prefix } of locales) {
  test.describe(`appeal helper steps at 375 px (${locale})`, () => {
    test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date("2026-03-10T10:00:00+07:00")));

    test("every step has a counter and is at most three phone screens tall", async ({ page }, testInfo) => {
      await seedAnswers(page, "01/03/2026");
      for (let step = 1; step <= STEPS; step++) {
        await openStep(page, prefix, step);
        await expect(counter(page)).toHaveText(stepText(locale, step));
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height, `step ${step}`).toBeLessThanOrEqual(3 * PHONE.height);
        await page.screenshot({ path: testInfo.outputPath(`step-${step}-${locale}.png`), fullPage: true });
      }
    });
  });
}
