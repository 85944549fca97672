import type { Locale } from "@/i18n/locales";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { formText } from "@/lib/appeal-form/labels";
import contacts from "@/content/data/contacts.json";
import offices from "@/content/data/offices.json";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { expect, gotoOk, locales, test } from "./fixtures";

/** The appeal helper: eligibility check, the form checked as typed and printed filled in, the nearest office. */
const PATH = "/Public/Appealprocess/Helper";
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
const PRINT_STEP = 9;
const stepUrl = (prefix: string, step: number) => `${prefix}${PATH}?step=${step}#fill-in`;
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
      await openHelper(page, `${prefix}${PATH}`);
    });

    test("the check answers each branch plainly", async ({ page }) => {
      const steps = [
        ["asked", "askFirst"],
        ["answered", "waitAnswer"],
        ["disputed", "recordDispute"],
        ["hasLetter", "needLetter"],
      ] as const;
      for (const [question, outcome] of steps) {
        await answer(page, question, "no");
        await expect(result(page, locale)).toContainText(m.check[outcome].title);
        // A "no" ends the check: the next question is not asked.
        await expect(page.locator(".helper-check input[type=radio]")).toHaveCount(
          2 * (steps.findIndex(([q]) => q === question) + 1),
        );
        await answer(page, question, "yes");
      }
      await page.getByRole("button", { name: m.check.startAgain }).click();
      await expect(result(page, locale)).toBeEmpty();
      await expect(page.locator('.helper-check input[name="asked"]:checked')).toHaveCount(0);
    });

    test("the last day is 60 days after the letter, in the Thai or English calendar", async ({ page }) => {
      await answerAllYes(page);
      const date = page.locator("#check-letter-date");
      // 1 March 2026 + 60 days = 30 April 2026; from 10 March that leaves 51 days.
      await date.fill(locale === "th" ? "01/03/2569" : "01/03/2026");
      await expect(result(page, locale)).toContainText(m.check.open.title);
      await expect(result(page, locale).locator("time")).toHaveText(
        locale === "th" ? "30 เมษายน 2569" : "30 April 2026",
      );
      await expect(result(page, locale).locator("time")).toHaveAttribute("datetime", "2026-04-30");
      await expect(result(page, locale)).toContainText(m.check.open.daysLeft.replace("{days}", "51"));
      // 1 January 2026 + 60 = 2 March 2026: eight days before 10 March.
      await date.fill("01/01/2026");
      await expect(result(page, locale)).toContainText(m.check.closed.title);
      await expect(result(page, locale)).toContainText(locale === "th" ? "2 มีนาคม 2569" : "2 March 2026");
      await date.fill("11/03/2026");
      await expect(page.locator("#check-letter-date-error")).toHaveText(m.errors.dateFuture);
      await expect(result(page, locale)).toBeEmpty();
      // The letter's date is the form's too (its third step).
      await openHelper(page, stepUrl(prefix, 4));
      await expect(field(page, "letterDate")).toHaveValue("11/03/2026");
    });

    test("rejects a bad ID, phone and e-mail with the right message, and accepts good ones", async ({ page }) => {
      const id = field(page, "nationalId");
      await id.pressSequentially(BAD_ID);
      await expect(error(page, "nationalId")).toHaveText(m.errors.idCheckDigit);
      await expect(id).toHaveAttribute("aria-invalid", "true");
      await expect(id).toHaveAttribute("aria-describedby", /appeal-nationalId-error/);
      await id.fill(`0${GOOD_ID.slice(1)}`);
      await expect(error(page, "nationalId")).toHaveText(m.errors.idFirstDigit);
      await id.fill(GOOD_ID.slice(0, 9));
      await expect(error(page, "nationalId")).toHaveText(m.errors.idLength.replace("{count}", "9"));
      await id.fill(GOOD_ID);
      await expect(error(page, "nationalId")).toHaveCount(0);
      await expect(id).not.toHaveAttribute("aria-invalid", "true");
      // Other fields are judged once the visitor leaves them, then as they type: the birth date on this step, the
      // phone and e-mail on the next (how to reach you).
      const judged = async (name: string, bad: string, message: string, good: string) => {
        await field(page, name).fill(bad);
        await expect(error(page, name)).toHaveCount(0);
        await field(page, name).press("Tab");
        await expect(error(page, name)).toHaveText(message);
        await field(page, name).fill(good);
        await expect(error(page, name)).toHaveCount(0);
      };
      await judged("birthDate", "31/02/2520", m.errors.date, "15/01/2520");
      await expect(page.locator("#appeal-birthDate-note")).toContainText(
        locale === "th" ? "15 มกราคม 2520" : "15 January 1977",
      );
      await openHelper(page, stepUrl(prefix, 2));
      await judged("mobile", "1234567", m.errors.mobile, "0812345678");
      await judged("email", "1somchai@example", m.errors.email, "somchai@example.co.th");
      await field(page, "postalCode").fill("10200");
      await field(page, "postalCode").press("Tab");
      await expect(error(page, "postalCode")).toHaveCount(0);
    });

    test("drops characters a field's type does not allow, as they are typed", async ({ page }) => {
      // A Thai digit is a digit (normalize.ts); letters and the dash are dropped.
      await field(page, "nationalId").pressSequentially("12ab3-4๑5");
      await expect(field(page, "nationalId")).toHaveValue("123415");
      await openHelper(page, stepUrl(prefix, 2));
      await field(page, "postalCode").pressSequentially("10a2x00");
      await expect(field(page, "postalCode")).toHaveValue("10200");
      await field(page, "email").pressSequentially("so m,chai@ex!ample.com");
      await expect(field(page, "email")).toHaveValue("somchai@example.com");
      // In the middle of the text too, with the caret left where the typing was.
      await field(page, "postalCode").press("Home");
      await field(page, "postalCode").press("ArrowRight");
      await field(page, "postalCode").pressSequentially("z");
      await expect(field(page, "postalCode")).toHaveValue("10200");
      expect(await field(page, "postalCode").evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(1);
      await openHelper(page, stepUrl(prefix, 4));
      await field(page, "requestDate").pressSequentially("1x5/0y1/2569");
      await expect(field(page, "requestDate")).toHaveValue("15/01/2569");
    });

    test("answers survive a reload in the same tab, and can be cleared", async ({ page }) => {
      await answer(page, "asked", "yes");
      await fillForm(page, locale, typed[locale]);
      await openHelper(page, stepUrl(prefix, 7));
      await page.locator(".helper-checklist input").first().check();
      await openHelper(page);
      await expect(page.locator(".helper-checklist input").first()).toBeChecked();
      await openHelper(page, stepUrl(prefix, 1));
      await expect(field(page, "fullName")).toHaveValue(typed[locale].fullName);
      await expect(field(page, "nationalId")).toHaveValue(GOOD_ID);
      await expect(page.locator('.helper-check input[name="asked"][value="yes"]')).toBeChecked();
      await openHelper(page, stepUrl(prefix, 3));
      await expect(field(page, "reasons")).toHaveValue(typed[locale].reasons);
      await openHelper(page, stepUrl(prefix, PRINT_STEP));
      await page.getByRole("button", { name: m.form.clear }).click();
      await page.getByRole("button", { name: m.form.clearYes }).click();
      await expect(page.getByRole("status").filter({ hasText: m.form.cleared })).toBeVisible();
      await expect(field(page, "fullName")).toHaveValue("");
    });

    test("asks for what is missing on each step, and everything missing before printing", async ({ page }) => {
      await page.getByRole("button", { name: m.form.continue }).click();
      const summary = page.locator(".error-summary");
      await expect(summary).toBeFocused();
      // The first step's required fields: name and ID number.
      await expect(summary.getByRole("link")).toHaveCount(2);
      await expect(error(page, "fullName")).toHaveText(m.errors.required);
      await expect(counter(page)).toContainText("1");
      await openHelper(page, stepUrl(prefix, PRINT_STEP));
      await page.getByRole("button", { name: m.form.print }).click();
      await expect(summary).toBeFocused();
      // Every required answer; the letter's date is not one of them.
      await expect(summary.getByRole("link")).toHaveCount(9);
      await expect(summary.getByRole("link", { name: `${labels.nationalId}: ${m.errors.required}` })).toBeVisible();
      await summary.getByRole("link", { name: new RegExp(`^${labels.reasons}`) }).click();
      await expect(field(page, "reasons")).toBeFocused();
      await expect(counter(page)).toContainText("3");
      await expect(page.locator("#appeal-print-frame")).toHaveCount(0);
    });

    test("prints the appeal form with the answers filled in, and no request carries them", async ({
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
      await fillForm(page, locale, typed[locale]);
      await page.getByRole("button", { name: m.form.continue }).click();
      await expect(page.locator(".helper-deadline-note")).toContainText(
        m.form.deadline.replace("{date}", locale === "th" ? "30 เมษายน 2569" : "30 April 2026"),
      );
      await expect(page.locator(".helper-pdf-hint")).toHaveText(m.form.pdfHint);
      await expect(page.locator(".helper-inapp")).toHaveCount(0);
      await page.getByRole("button", { name: m.form.print }).click();
      await expect(page.getByRole("status").filter({ hasText: m.form.printing })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
      const frame = page.frameLocator("#appeal-print-frame");
      await expect(frame.locator("h1")).toHaveText(labels.title);
      for (const name of ["fullName", "address", "email", "bureau", "reasons", "request"] as const)
        await expect(frame.locator(".answer", { hasText: typed[locale][name] }).first()).toBeVisible();
      await expect(frame.locator(".box")).toHaveText(GOOD_ID.split(""));
      await expect(
        frame.locator(".answer", { hasText: locale === "th" ? "1 มีนาคม 2569" : "1 March 2026" }),
      ).toBeVisible();
      await expect(frame.locator(".footer")).toContainText(contacts.address[locale]);
      // The last day to appeal, on the printout.
      await expect(frame.locator(".last-day")).toHaveText(
        m.form.deadline.replace("{date}", locale === "th" ? "30 เมษายน 2569" : "30 April 2026"),
      );
      // The page's own Sarabun, not a fallback: Thai must be shaped by the form's font.
      expect(await frame.locator("body").evaluate(() => document.fonts.check("16px Sarabun", "ที่ผู้"))).toBe(true);
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
      await page.getByRole("button", { name: m.form.continue }).click();
      await field(page, "nationalId").fill(BAD_ID);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });

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
      await page.keyboard.press("Tab");
      const next = page.getByRole("link", { name: m.check.open.next });
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

test.describe("dates are Bangkok's", () => {
  test.use({ timezoneId: "Europe/London" });
  test("just after midnight in Bangkok, today is already the next day", async ({ page }) => {
    // 17:30 UTC on 9 March is 00:30 on 10 March in Bangkok: a letter of 9 January ends its window today.
    await page.clock.setFixedTime(new Date("2026-03-09T17:30:00Z"));
    await openHelper(page, `/en${PATH}`);
    await answerAllYes(page);
    await page.locator("#check-letter-date").fill("09/01/2026");
    await expect(result(page, "en")).toContainText(en.appealHelper.check.open.lastDay);
    await expect(result(page, "en").locator("time")).toHaveText("10 March 2026");
  });
});

test.describe("where to send it", () => {
  // One place takes appeals (content/data/offices.json): its address is shown, and nothing asks for a location.
  test("shows the one address, with no button asking for the phone's location", async ({ page }) => {
    expect(offices.filter((office) => office.location)).toHaveLength(1);
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = () => void ((window as unknown as { asked: number }).asked = 1);
    });
    for (const { locale, prefix } of locales) {
      await openHelper(page, `${prefix}${PATH}`);
      await expect(page.locator(".helper-send-to address")).toContainText(contacts.address[locale]);
      await expect(page.locator(".nearest-office")).toHaveCount(0);
      await expect(page.getByRole("button", { name: messages[locale].offices.find })).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as unknown as { asked?: number }).asked)).toBeUndefined();
  });
});
