import type { Page } from "@playwright/test";
import { formText } from "@/lib/appeal-form/labels";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { seedAnswers } from "./appeal-fixtures";
import { expect, gotoOk, locales, test } from "./fixtures";

/**
 * Nothing in the appeal helper fails silently, and input is taken as people type and paste it, on a phone with
 * JavaScript (appeal-errors.no-js.spec.ts: the same without it). Screenshots of each error state go to the test's
 * output folder, to look at.
 */
const PATH = "/Public/Appealprocess/Helper";
const PHONE = { width: 375, height: 812 };
const messages = { th: th.appealHelper, en: en.appealHelper };
/** Tuesday 10 March 2026, 10:00 in Bangkok. */
const NOW = new Date("2026-03-10T10:00:00+07:00");
/** 1-1037-02071-08-1: its check digit holds (weights 13..2, (11 - sum mod 11) mod 10 = 1). */
const ID = "1103702071081";
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

test.use({ viewport: PHONE });

async function openHelper(page: Page, url: string) {
  await gotoOk(page, url);
  await expect(page.locator(".helper-form[data-hydrated]")).toBeAttached();
}
const stepUrl = (prefix: string, step: number) => `${prefix}${PATH}?step=${step}#appeal-helper-form`;
const field = (page: Page, name: string) => page.locator(`#appeal-${name}`);
const fieldError = (page: Page, name: string) => page.locator(`#appeal-${name}-error`);
const counter = (page: Page) => page.locator(".helper-step-count");

/** Pastes as a visitor does (the clipboard and Ctrl+V), so the field's maxlength, if any, would cut the text. */
async function paste(page: Page, name: string, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field(page, name).fill("");
  await field(page, name).focus();
  await page.keyboard.press("ControlOrMeta+V");
}

for (const { locale, prefix } of locales) {
  const m = messages[locale];
  const labels = formText[locale];

  test.describe(`appeal helper errors and input at 375 px (${locale})`, () => {
    test.beforeEach(async ({ page }) => page.clock.setFixedTime(NOW));

    test("the check never answers with silence: a summary and the field's own message", async ({ page }, testInfo) => {
      await openHelper(page, `${prefix}${PATH}`);
      const check = page.locator(".helper-check");
      const summary = check.locator(".error-summary");
      const submit = () => check.getByRole("button", { name: m.check.submit }).click();
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`check-${name}-${locale}.png`) });
      const questions = ["asked", "answered", "disputed", "hasLetter"] as const;

      // Each question in turn left unanswered (the check asks one at a time).
      for (const [n, question] of questions.entries()) {
        await submit();
        await expect(summary).toBeFocused();
        await expect(summary.getByRole("heading")).toHaveText(m.check.summaryTitle);
        await expect(summary.getByRole("link")).toHaveText([fill(m.check.unanswered, { question: m.check[question] })]);
        await expect(check.locator(`#check-${question}-error`)).toHaveText(m.check.chooseOne);
        if (n === 0) {
          await shot("unanswered");
          await summary.getByRole("link").click();
          await expect(check.locator(`#check-${question}`)).toBeFocused();
        }
        await check.locator(`input[name="${question}"][value="yes"]`).check();
        await expect(check.locator(`#check-${question}-error`)).toHaveCount(0);
      }

      // The letter's date: empty, letters (dropped as typed, so empty), a day that does not exist, a future day.
      const date = check.locator("#check-letter-date");
      const dateError = check.locator("#check-letter-date-error");
      const cases = [
        ["", m.check.needDate, m.check.needDate, "date-empty"],
        ["abc", m.check.needDate, m.check.needDate, "date-letters"],
        ["31/02/2569", m.errors.date, `${m.check.letterDate}: ${m.errors.date}`, "date-impossible"],
        ["11/03/2026", m.errors.dateFuture, `${m.check.letterDate}: ${m.errors.dateFuture}`, "date-future"],
      ] as const;
      for (const [typed, message, line, name] of cases) {
        await date.fill("");
        if (typed) await date.pressSequentially(typed);
        await submit();
        await expect(summary, typed).toBeFocused();
        await expect(summary.getByRole("link")).toHaveText([line]);
        await expect(dateError).toHaveText(message);
        await expect(date).toHaveAttribute("aria-invalid", "true");
        await shot(name);
      }
      await summary.getByRole("link").click();
      await expect(date).toBeFocused();

      // Right at last: the summary goes, and the answer takes focus. Thai digits are read as digits.
      await date.fill("๐๑/๐๓/๒๕๖๙");
      await expect(date).toHaveValue("01/03/2569");
      await submit();
      await expect(summary).toHaveCount(0);
      const result = page.getByRole("region", { name: m.check.resultLabel });
      await expect(result).toBeFocused();
      await expect(result).toContainText(m.check.open.title);
    });

    test("Continue and Print name what is missing on each step, by its field and in a summary", async ({
      page,
    }, testInfo) => {
      const summary = page.locator(".helper-form .error-summary");
      const press = async (step: number) =>
        page.getByRole("button", { name: step === 9 ? m.form.print : m.form.continue }).click();
      /** Per step: what to type first (to make a wrong answer), and the problems then expected, in page order. */
      const steps: [step: number, typed: Record<string, string>, expected: [string, string][]][] = [
        [
          1,
          { birthDate: "31/02/2528" },
          [
            ["fullName", m.errors.required],
            ["nationalId", m.errors.required],
            ["birthDate", m.errors.date],
          ],
        ],
        [
          2,
          { mobile: "12345", postalCode: "1020", email: "1@x" },
          [
            ["mobile", m.errors.mobile],
            ["address", m.errors.required],
            ["postalCode", m.errors.postalCode],
            ["email", m.errors.email],
          ],
        ],
        [
          3,
          {},
          [
            ["bureau", m.errors.required],
            ["disputedItems", m.errors.required],
            ["reasons", m.errors.required],
          ],
        ],
        [
          4,
          { requestDate: "31/02/2569", letterDate: "11/03/2026" },
          [
            ["requestDate", m.errors.date],
            ["letterDate", m.errors.dateFuture],
          ],
        ],
        [5, {}, [["request", m.errors.required]]],
        [6, { date: "32/01/2569" }, [["date", m.errors.date]]],
      ];
      for (const [step, typed, expected] of steps) {
        await openHelper(page, stepUrl(prefix, step));
        for (const [name, value] of Object.entries(typed)) await field(page, name).fill(value);
        await press(step);
        await expect(summary, `step ${step}`).toBeFocused();
        await expect(summary.getByRole("heading")).toHaveText(m.form.summaryTitleNext);
        await expect(summary.getByRole("link")).toHaveText(
          expected.map(([name, message]) => `${labels[name as keyof typeof labels]}: ${message}`),
        );
        for (const [name, message] of expected) await expect(fieldError(page, name)).toHaveText(message);
        await expect(counter(page)).toContainText(String(step));
        await page.screenshot({ path: testInfo.outputPath(`step-${step}-errors-${locale}.png`), fullPage: true });
        await page.evaluate(() => sessionStorage.clear());
      }
      // Print: every required answer, named for printing.
      await openHelper(page, stepUrl(prefix, 9));
      await press(9);
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("heading")).toHaveText(m.form.summaryTitle);
      await expect(summary.getByRole("link")).toHaveCount(9);
      await page.screenshot({ path: testInfo.outputPath(`print-errors-${locale}.png`), fullPage: true });
    });

    test("a pasted ID keeps every digit, in any format, and a wrong check digit is named", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await openHelper(page, stepUrl(prefix, 1));
      for (const pasted of ["1 1037 02071 08 1", "1-1037-02071-08-1", "๑๑๐๓๗๐๒๐๗๑๐๘๑"]) {
        await paste(page, "nationalId", pasted);
        await expect(field(page, "nationalId"), pasted).toHaveValue(ID);
        await field(page, "nationalId").press("Tab");
        await expect(fieldError(page, "nationalId"), pasted).toHaveCount(0);
      }
      await paste(page, "nationalId", "1-1037-02071-08-2");
      await expect(field(page, "nationalId")).toHaveValue("1103702071082");
      await field(page, "nationalId").press("Tab");
      await expect(fieldError(page, "nationalId")).toHaveText(m.errors.idCheckDigit);
      // A phone number pasted with spaces and Thai digits, on the next step.
      await openHelper(page, stepUrl(prefix, 2));
      await paste(page, "mobile", "๐๘๑ ๒๓๔ ๕๖๗๘");
      await expect(field(page, "mobile")).toHaveValue("0812345678");
    });

    test("a postal code has five digits: four are refused, a pasted '10 200' is taken", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await openHelper(page, stepUrl(prefix, 2));
      await field(page, "postalCode").fill("1020");
      await field(page, "postalCode").press("Tab");
      await expect(fieldError(page, "postalCode")).toHaveText(m.errors.postalCode);
      await paste(page, "postalCode", "10 200");
      await expect(field(page, "postalCode")).toHaveValue("10200");
      await field(page, "postalCode").press("Tab");
      await expect(fieldError(page, "postalCode")).toHaveCount(0);
    });

    test("clearing asks first: keeping the answers keeps them, clearing starts again at step 1", async ({
      page,
    }, testInfo) => {
      await seedAnswers(page);
      await openHelper(page, stepUrl(prefix, 9));
      const stored = () => page.evaluate(() => sessionStorage.getItem("appeal-helper"));
      const clear = page.getByRole("button", { name: m.form.clear });
      await clear.click();
      const ask = page.getByRole("group", { name: m.form.clearAsk });
      await expect(ask.locator("p")).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath(`clear-confirm-${locale}.png`), fullPage: true });
      await ask.getByRole("button", { name: m.form.clearNo }).click();
      await expect(ask).toHaveCount(0);
      await expect(clear).toBeFocused();
      expect(await stored()).toContain("Somying Testsystem");
      await expect(counter(page)).toHaveText(fill(m.form.stepCount, { step: 9, count: 9 }));

      await clear.click();
      await ask.getByRole("button", { name: m.form.clearYes }).click();
      await expect(counter(page)).toHaveText(fill(m.form.stepCount, { step: 1, count: 9 }));
      await expect(page).toHaveURL(/\?step=1#appeal-helper-form$/);
      await expect(field(page, "fullName")).toHaveValue("");
      await expect(page.getByRole("status").filter({ hasText: m.form.cleared })).toBeVisible();
      expect(await stored()).toBeNull();
    });

    test("switching language mid-form keeps the step and the answers", async ({ page }) => {
      const other = locales.find((l) => l.locale !== locale)!;
      await openHelper(page, stepUrl(prefix, 1));
      await field(page, "fullName").fill("Somchai Test");
      await field(page, "nationalId").fill(ID);
      await page.getByRole("button", { name: m.form.continue }).click();
      await expect(counter(page)).toHaveText(fill(m.form.stepCount, { step: 2, count: 9 }));
      await field(page, "mobile").fill("0812345678");
      await page.locator("a.language-switch").click();
      await expect(page).toHaveURL(`${other.prefix}${PATH}?step=2#appeal-helper-form`);
      await expect(page.locator(".helper-form[data-hydrated]")).toBeAttached();
      const o = messages[other.locale];
      await expect(counter(page)).toHaveText(fill(o.form.stepCount, { step: 2, count: 9 }));
      await expect(field(page, "mobile")).toHaveValue("0812345678");
      await page.getByRole("link", { name: o.form.back }).click();
      await expect(field(page, "fullName")).toHaveValue("Somchai Test");
      await expect(field(page, "nationalId")).toHaveValue(ID);
    });

    test("the birth date's example is an adult's date, and it is read in either calendar", async ({ page }) => {
      await openHelper(page, stepUrl(prefix, 1));
      await expect(page.locator("#appeal-birthDate-hint")).toHaveText(m.form.hints.birthDate);
      await field(page, "birthDate").fill(locale === "th" ? "15/08/2528" : "15/08/1985");
      await expect(page.locator("#appeal-birthDate-note")).toContainText(
        locale === "th" ? "15 สิงหาคม 2528" : "15 August 1985",
      );
    });
  });
}
