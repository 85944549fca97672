import type { Locale } from "@/i18n/locales";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { formText } from "@/lib/appeal-form/labels";
import contacts from "@/content/data/contacts.json";
import offices from "@/content/data/offices.json";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { expect, gotoOk, locales, test } from "./fixtures";

/**
 * The appeal helper in a real browser: the whole journey in each language (check, steps, reload, print), axe, the
 * keyboard, the language switch, where to send it. What one component shows by itself (each answer and error of the
 * check, each step's fields, messages and summary, pasting, review, clear, the print step) is tested beside the
 * components (components/appeal-helper/*.test.tsx); the form's heights at 375 px are in appeal-steps.spec.ts.
 */
const messages = { th: th.appealHelper, en: en.appealHelper };

/** Tuesday 10 March 2026, 10:00 in Bangkok. */
const NOW = new Date("2026-03-10T10:00:00+07:00");
/** A valid national ID: the check digit computed here from the spec's rule (weights 13..2, (11 - sum mod 11) mod 10). */
function nationalId(first12: string): string {
  const sum = first12.split("").reduce((total, digit, i) => total + Number(digit) * (13 - i), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}
const GOOD_ID = nationalId("310010056789");
const BAD_ID = GOOD_ID.slice(0, 12) + ((Number(GOOD_ID[12]) + 1) % 10);
/** The helper's parts load after the page: wait until React runs them, as a visitor's first keypress would. */
async function openHelper(page: Page, path?: string) {
  if (path) await gotoOk(page, path);
  else await page.reload();
  for (const part of [".helper-check", ".helper-form"])
    await expect(page.locator(`${part}[data-hydrated]`)).toBeAttached();
}

const field = (page: Page, name: string) => page.locator(`#appeal-${name}`);
const error = (page: Page, name: string) => page.locator(`#appeal-${name}-error`);
const result = (page: Page, locale: Locale) => page.getByRole("region", { name: messages[locale].check.resultLabel });
const answer = (page: Page, question: string, choice: "yes" | "no") =>
  page.locator(`.helper-check input[name="${question}"][value="${choice}"]`).check();
const answerAllYes = async (page: Page) => {
  for (const question of ["asked", "answered", "disputed", "hasLetter"]) await answer(page, question, "yes");
};
/** Everything the form requires, as a visitor would type it. */
const common = { postalCode: "10400", email: "somying.test@example.co.th" };
const typed = {
  th: {
    ...common,
    fullName: "นางสาวสมหญิง ทดสอบระบบ",
    mobile: "0891234567",
    address: "99/9 ถนนทดสอบ แขวงตัวอย่าง",
    bureau: "บริษัท ข้อมูลเครดิตแห่งชาติ จำกัด",
    disputedItems: "สถานะบัญชีบัตรเครดิตค้างชำระ",
    reasons: "ข้าพเจ้าชำระหนี้ครบถ้วนแล้วเมื่อเดือนมกราคม",
    letterDate: "01/03/2569",
    request: "ขอให้แก้ไขสถานะบัญชีให้ถูกต้อง",
  },
  en: {
    ...common,
    fullName: "Somying Testsystem",
    mobile: "+66891234567",
    address: "99/9 Test Road (Sample sub-district)",
    bureau: "National Credit Bureau",
    disputedItems: "Credit card account shown as overdue",
    reasons: "I paid the account in full in January",
    letterDate: "01/03/2026",
    request: "That the account status is corrected",
  },
};

/** The helper's steps, in order (components/appeal-helper/steps.ts): the fields each asks for. */
const STEP_FIELDS = [
  ["fullName", "nationalId"],
  ["mobile", "address", "postalCode", "email"],
  ["bureau", "disputedItems", "reasons"],
  ["letterDate"],
  ["request"],
  [],
  [],
];
const counter = (page: Page) => page.locator(".helper-step-count");

/** Fills in every step with `values` (the ID from GOOD_ID), pressing Continue after each, up to "check your answers". */
async function fillForm(page: Page, locale: Locale, values: Record<string, string>) {
  const m = messages[locale];
  for (const [n, names] of STEP_FIELDS.entries()) {
    await expect(counter(page)).toHaveText(m.form.stepCount.replace("{step}", String(n + 1)).replace("{count}", "9"));
    for (const name of names) {
      const value = name === "nationalId" ? GOOD_ID : values[name];
      if (value !== undefined) await field(page, name).fill(value);
    }
    await page.getByRole("button", { name: m.form.continue }).click();
  }
  await expect(page.getByRole("heading", { name: m.form.reviewTitle })).toBeFocused();
}

for (const { locale, prefix } of locales) {
  const m = messages[locale];
  const labels = formText[locale];

  test.describe(`appeal helper (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      await openHelper(page, `${prefix}${APPEAL_HELPER_PATH}`);
    });

    test("the whole journey: the check, the form's steps, a reload, and the printed form; no request carries it", async ({
      page,
    }, testInfo) => {
      const requests: Request[] = [];
      page.on("request", (request) => requests.push(request));
      await page.addInitScript(() => {
        // In the print frame (every frame gets this), count print() calls instead of opening the dialog.
        if (window !== window.top)
          window.print = () => void ((window.top as unknown as { printed: number }).printed = 1);
      });
      await openHelper(page);
      await expect(page.locator("blockquote")).toContainText(
        locale === "th" ? "จะอยู่ในเครื่องของท่านเท่านั้น" : "What you enter on this page stays on your device",
      );
      await answerAllYes(page);
      await page.locator("#check-letter-date").fill(typed[locale].letterDate);
      await expect(result(page, locale)).toContainText(m.check.open.title);
      await result(page, locale).getByRole("link", { name: m.check.open.next }).click();
      await expect(page).toHaveURL(/\?step=1#appeal-helper-form$/);
      await fillForm(page, locale, typed[locale]);
      // The answers live in this tab's storage: a reload keeps them, the letter's date from the check among them.
      await openHelper(page);
      await expect(page.locator('.helper-review-row[data-field="reasons"]')).toContainText(typed[locale].reasons);
      await expect(page.locator('.helper-review-row[data-field="letterDate"]')).toContainText(
        locale === "th" ? "1 มีนาคม 2569" : "1 March 2026",
      );
      await page.getByRole("button", { name: m.form.continue }).click();
      const lastDay = m.form.deadline.replace("{date}", locale === "th" ? "30 เมษายน 2569" : "30 April 2026");
      await expect(page.locator(".helper-deadline-note")).toContainText(lastDay);
      await page.getByRole("button", { name: m.form.print }).click();
      await expect(page.getByRole("status").filter({ hasText: m.form.printing })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
      const frame = page.frameLocator("#appeal-print-frame");
      await expect(frame.locator("h1")).toHaveText(labels.title);
      for (const name of ["fullName", "address", "email", "bureau", "reasons", "request"] as const)
        await expect(frame.locator(".answer", { hasText: typed[locale][name] }).first()).toBeVisible();
      await expect(frame.locator(".box")).toHaveText(GOOD_ID.split(""));
      await expect(frame.locator(".footer")).toContainText(contacts.address[locale]);
      await expect(frame.locator(".last-day")).toHaveText(lastDay);
      // The page's own Sarabun, not a fallback: Thai must be shaped by the form's font.
      expect(await frame.locator("body").evaluate(() => document.fonts.check("16px Sarabun", "ที่ผู้"))).toBe(true);
      // What the print engine lays out: the last day and the address are on paper, not only on the screen.
      const html = await page.locator("#appeal-print-frame").evaluate((el: HTMLIFrameElement) => el.srcdoc);
      const printout = await page.context().newPage();
      await printout.setContent(html);
      await printout.emulateMedia({ media: "print" });
      await expect(printout.locator(".last-day")).toBeVisible();
      await expect(printout.locator(".footer")).toBeVisible();
      await printout.close();
      // The filled form as a picture, to look at (Thai marks in place).
      await page.locator("#appeal-print-frame").evaluate((el: HTMLIFrameElement) =>
        Object.assign(el.style, {
          left: "0",
          zIndex: "9999",
          background: "#fff",
          height: `${el.contentDocument!.documentElement.scrollHeight}px`,
        }),
      );
      await page.locator("#appeal-print-frame").screenshot({ path: testInfo.outputPath(`filled-form-${locale}.png`) });
      const secrets = [
        GOOD_ID,
        typed[locale].fullName,
        typed[locale].mobile,
        typed[locale].email,
        typed[locale].reasons,
      ];
      for (const request of requests) {
        const carried = [request.url(), request.postData() ?? "", JSON.stringify(await request.allHeaders())].join(
          "\n",
        );
        for (const secret of secrets)
          for (const form of [secret, encodeURIComponent(secret)]) expect(carried, request.url()).not.toContain(form);
      }
      expect(requests.filter((r) => r.method() !== "GET")).toEqual([]);
    });

    test("has no WCAG 2.2 AA violations with an answer and errors showing", async ({ page }) => {
      await answerAllYes(page);
      await page.locator("#check-letter-date").fill("01/03/2026");
      // The form's first step follows the check, as a step of its own.
      await page.getByRole("link", { name: m.form.start }).click();
      await page.getByRole("button", { name: m.form.continue }).click();
      await field(page, "nationalId").fill(BAD_ID);
      // Legacy mode: axe in this page only, as a11y.spec.ts runs it (no second page; the helper has no frames).
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .setLegacyMode(true)
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });

    // Tab order and the visible focus ring are the same in both languages: once, in Thai.
    if (locale === "th")
      test("works with the keyboard alone", async ({ page }) => {
        await page.locator('.helper-check input[name="asked"]').first().focus();
        await page.keyboard.press("Space");
        for (const question of ["answered", "disputed", "hasLetter"]) {
          await page.keyboard.press("Tab");
          await expect(page.locator(`.helper-check input[name="${question}"]`).first()).toBeFocused();
          await page.keyboard.press("Space");
        }
        await page.keyboard.press("Tab");
        await expect(page.locator("#check-letter-date")).toBeFocused();
        await page.keyboard.type("01/03/2569");
        await expect(result(page, locale)).toContainText(m.check.open.title);
        // The form's own submit button (it answers as a plain form without JavaScript), then the answer's next step.
        await page.keyboard.press("Tab");
        await expect(page.getByRole("button", { name: m.check.submit })).toBeFocused();
        // The last day as a calendar file, then the form.
        await page.keyboard.press("Tab");
        await expect(page.getByRole("link", { name: m.check.open.calendar })).toBeFocused();
        await page.keyboard.press("Tab");
        const next = page.getByRole("link", { name: m.check.open.next, exact: true });
        await expect(next).toBeFocused();
        expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
        await page.keyboard.press("Enter");
        // The form's first step, alone on its page.
        await expect(page).toHaveURL(/\?step=1#appeal-helper-form$/);
        await field(page, "fullName").focus();
        await page.keyboard.type(typed[locale].fullName);
        // The identification's radio group (Thai ID card, passport, company) comes first, then its number.
        await page.keyboard.press("Tab");
        await expect(page.locator('input[name="appeal-idType"]:checked')).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(field(page, "nationalId")).toBeFocused();
        await page.keyboard.type(BAD_ID);
        await expect(error(page, "nationalId")).toHaveText(m.errors.idCheckDigit);
        await page.getByRole("button", { name: m.form.continue }).focus();
        await page.keyboard.press("Enter");
        await expect(page.locator(".error-summary")).toBeFocused();
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
        await expect(field(page, "nationalId")).toBeFocused();
      });
  });
}

test("switching language mid-form keeps the step and the answers", async ({ page }) => {
  // The language switch carries the step in the address; the answers are this tab's, whatever the language.
  await page.clock.setFixedTime(NOW);
  const [th, en] = [messages.th, messages.en];
  await openHelper(page, `${APPEAL_HELPER_PATH}?step=1#appeal-helper-form`);
  await field(page, "fullName").fill("Somchai Test");
  await field(page, "nationalId").fill(GOOD_ID);
  await page.getByRole("button", { name: th.form.continue }).click();
  await expect(counter(page)).toHaveText(th.form.stepCount.replace("{step}", "2").replace("{count}", "9"));
  await field(page, "mobile").fill("0812345678");
  await page.locator("a.language-switch").click();
  await expect(page).toHaveURL(`/en${APPEAL_HELPER_PATH}?step=2#appeal-helper-form`);
  await expect(page.locator(".helper-form[data-hydrated]")).toBeAttached();
  await expect(counter(page)).toHaveText(en.form.stepCount.replace("{step}", "2").replace("{count}", "9"));
  await expect(field(page, "mobile")).toHaveValue("0812345678");
  await page.getByRole("link", { name: en.form.back }).click();
  await expect(field(page, "fullName")).toHaveValue("Somchai Test");
  await expect(field(page, "nationalId")).toHaveValue(GOOD_ID);
});

test.describe("where to send it", () => {
  // One place takes appeals (content/data/offices.json): its address is shown, and nothing asks for a location.
  // With the scripts, "where to send it" follows the print step; without them, the page is one page.
  test("shows the one address, with no button asking for the phone's location", async ({ page }) => {
    expect(offices.filter((office) => office.location)).toHaveLength(1);
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = () => void ((window as unknown as { asked: number }).asked = 1);
    });
    for (const { locale, prefix } of locales) {
      await openHelper(page, `${prefix}${APPEAL_HELPER_PATH}?step=9#appeal-helper-form`);
      await expect(page.locator(".helper-send-to address")).toContainText(contacts.address[locale]);
      await expect(page.locator(".nearest-office")).toHaveCount(0);
      await expect(page.getByRole("button", { name: messages[locale].offices.find })).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as unknown as { asked?: number }).asked)).toBeUndefined();
  });
});
