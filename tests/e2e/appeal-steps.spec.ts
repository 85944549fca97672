import type { Page } from "@playwright/test";
import contacts from "@/content/data/contacts.json";
import { formText } from "@/lib/appeal-form/labels";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { seedAnswers } from "./appeal-fixtures";
import { expect, gotoOk, locales, returningVisitor, test } from "./fixtures";

/** The appeal helper's form in short steps, on a phone: heights, Back, "check your answers", printing. */
const PATH = "/Public/Appealprocess/Helper";
const messages = { th: th.appealHelper, en: en.appealHelper };
const PHONE = { width: 375, height: 812 };
const STEPS = 9;

const field = (page: Page, name: string) => page.locator(`#appeal-${name}`);
const counter = (page: Page) => page.locator(".helper-step-count");
const stepText = (locale: "th" | "en", step: number) =>
  messages[locale].form.stepCount.replace("{step}", String(step)).replace("{count}", String(STEPS));

async function openStep(page: Page, prefix: string, step: number) {
  await gotoOk(page, `${prefix}${PATH}?step=${step}#fill-in`);
  await expect(page.locator(".helper-form[data-hydrated]")).toBeAttached();
}

test.use({ viewport: PHONE });

for (const { locale, prefix } of locales) {
  const m = messages[locale];
  const labels = formText[locale];

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

    test("Back keeps every answer, the helper's and the browser's", async ({ page }) => {
      await openStep(page, prefix, 1);
      await field(page, "fullName").fill("Somchai Test");
      await field(page, "nationalId").fill("3100100567898");
      await page.getByRole("button", { name: m.form.continue }).click();
      await expect(counter(page)).toHaveText(stepText(locale, 2));
      await field(page, "mobile").fill("0812345678");
      await field(page, "postalCode").fill("10200");
      await page.getByRole("link", { name: m.form.back }).click();
      await expect(counter(page)).toHaveText(stepText(locale, 1));
      await expect(field(page, "fullName")).toHaveValue("Somchai Test");
      await expect(field(page, "nationalId")).toHaveValue("3100100567898");
      await page.getByRole("button", { name: m.form.continue }).click();
      await expect(field(page, "postalCode")).toHaveValue("10200");
      await page.goBack();
      await expect(counter(page)).toHaveText(stepText(locale, 1));
      await expect(field(page, "nationalId")).toHaveValue("3100100567898");
      await page.reload();
      await expect(field(page, "fullName")).toHaveValue("Somchai Test");
    });

    test("check your answers lists each answer with a working Change link", async ({ page }) => {
      await seedAnswers(page, "");
      await openStep(page, prefix, 8);
      await expect(page.getByRole("heading", { name: m.form.reviewTitle })).toBeVisible();
      const row = page.locator('.helper-review-row[data-field="reasons"]');
      await expect(row).toContainText("Paid in full in January");
      await expect(page.locator('.helper-review-row[data-field="letterDate"]')).toContainText(m.form.notGiven);
      await row.getByRole("link", { name: `${m.form.change} ${labels.reasons}` }).click();
      await expect(counter(page)).toHaveText(stepText(locale, 3));
      await expect(field(page, "reasons")).toBeFocused();
      await field(page, "reasons").fill("Paid in full in February");
      await page.getByRole("button", { name: m.form.continue }).click();
      await openStep(page, prefix, 8);
      await expect(row).toContainText("Paid in full in February");
      await page
        .locator('.helper-review-row[data-field="fullName"]')
        .getByRole("link", { name: new RegExp(`^${m.form.change}`) })
        .click();
      await expect(field(page, "fullName")).toBeFocused();
    });

    test("prints without the letter's date, saying what the rules allow", async ({ page }) => {
      await seedAnswers(page, "");
      await page.addInitScript(() => {
        if (window !== window.top)
          window.print = () => void ((window.top as unknown as { printed: number }).printed = 1);
      });
      await openStep(page, prefix, STEPS);
      await expect(page.locator(".helper-deadline-note")).toHaveText(m.form.noLetterDate);
      await page.getByRole("button", { name: m.form.print }).click();
      await expect(page.getByRole("status").filter({ hasText: m.form.printing })).toBeVisible();
      const frame = page.frameLocator("#appeal-print-frame");
      await expect(frame.locator(".field", { hasText: labels.letterDate }).locator(".blank")).toHaveCount(1);
      await expect(frame.locator(".last-day")).toHaveCount(0);
      await expect(frame.locator(".footer")).toContainText(contacts.address[locale]);
      await expect(frame.locator("ul.attach li")).toHaveCount(labels.attachments.length + 1);
    });

    test("the printout shows the last day and the address in print media", async ({ page }) => {
      await seedAnswers(page, "01/03/2026");
      await page.addInitScript(() => {
        if (window !== window.top) window.print = () => {};
      });
      await openStep(page, prefix, STEPS);
      await page.getByRole("button", { name: m.form.print }).click();
      await expect(page.getByRole("status").filter({ hasText: m.form.printing })).toBeVisible();
      const html = await page.locator("#appeal-print-frame").evaluate((el: HTMLIFrameElement) => el.srcdoc);
      const printout = await page.context().newPage();
      await printout.setContent(html);
      await printout.emulateMedia({ media: "print" });
      const lastDay = m.form.deadline.replace("{date}", locale === "th" ? "30 เมษายน 2569" : "30 April 2026");
      await expect(printout.locator(".last-day")).toBeVisible();
      await expect(printout.locator(".last-day")).toHaveText(lastDay);
      await expect(printout.locator(".footer")).toBeVisible();
      await expect(printout.locator(".footer")).toContainText(contacts.address[locale]);
      await printout.close();
    });

    test("in an app's own browser, says printing may not work and how to open the phone's browser", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: PHONE,
        userAgent:
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Line/14.9.0",
      });
      await context.addInitScript(returningVisitor);
      const page = await context.newPage();
      await openStep(page, prefix, STEPS);
      await expect(page.locator(".helper-inapp")).toContainText(m.form.inAppTitle);
      await expect(page.locator(".helper-inapp")).toContainText(m.form.inAppBody);
      await context.close();
    });
  });
}
