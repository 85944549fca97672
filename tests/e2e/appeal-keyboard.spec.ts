import type { Locator, Page } from "@playwright/test";
import { formText } from "@/lib/appeal-form/labels";
import th from "@/messages/th.json";
import { REQUIRED_ANSWERS } from "../support/appeal-answers";
import { expect, gotoOk, test } from "./fixtures";

/**
 * One visitor with a keyboard alone (Tab, Shift+Tab, Enter, Space and typing; no mouse, no focus set by the test),
 * from the rights page to the printout: the way to the appeal start, the start, the check, each step of the form,
 * the review, Change and back, and printing. Each move waits on what the visitor would see (focus, a heading, the
 * counter), never on time.
 */
const m = th.appealHelper;
const labels = formText.th;
const NOW = new Date("2026-03-10T10:00:00+07:00");
/** The most Tab presses a visitor needs between two controls on these pages (the header's links come first). */
const MAX_TABS = 250;

/** Presses Tab until `target` has focus, as a visitor would; fails if it never does. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
const counter = (page: Page) => page.locator(".helper-step-count");
const stepText = (step: number) => m.form.stepCount.replace("{step}", String(step)).replace("{count}", "9");
const field = (page: Page, name: string) => page.locator(`#appeal-${name}`);

/** Fills in the step's required fields by Tab and typing, then Continue by Enter; the next step's heading has focus. */
async function fillStep(page: Page, step: number, names: (keyof typeof REQUIRED_ANSWERS)[]) {
  await expect(counter(page)).toHaveText(stepText(step));
  for (const name of names) {
    await tabTo(page, field(page, name));
    await page.keyboard.type(REQUIRED_ANSWERS[name]);
  }
  await tabTo(page, page.getByRole("button", { name: m.form.continue, exact: true }));
  await page.keyboard.press("Enter");
  await expect(counter(page)).toHaveText(stepText(step + 1));
  await expect(page.locator(".helper-step-title")).toBeFocused();
}

test("from the rights page to the printout with the keyboard alone (th)", async ({ page }) => {
  // Some two hundred key presses, each waited on: more than the default budget of a test, not a timing claim.
  test.setTimeout(120_000);
  await page.clock.setFixedTime(NOW);
  await page.addInitScript(() => {
    // In the print frame, count print() instead of opening the browser's dialog.
    if (window !== window.top) window.print = () => void ((window.top as unknown as { printed: number }).printed = 1);
  });
  await gotoOk(page, "/Public/ConsumerRight");

  // The rights page's link on the way to the appeal: straight to its start, or to the appeal page that leads there.
  const toAppeal = page
    .locator("main")
    .getByRole("link", { name: new RegExp(`${th.appealStart.entry}|การอุทธรณ์|อุทธรณ์`) })
    .and(page.locator('a[href$="/Public/AppealStart"], a[href$="/Public/Appealprocess"], a[href*="/Helper"]'))
    .first();
  await tabTo(page, toAppeal);
  await page.keyboard.press("Enter");
  await expect(page.locator("h1")).toBeVisible();
  if (page.url().endsWith("/Public/Appealprocess")) {
    await tabTo(page, page.locator("main").getByRole("link", { name: th.appealStart.entry }).first());
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL(/\/Public\/AppealStart$/);
  await tabTo(page, page.getByRole("link", { name: th.appealStart.start, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/Public\/Appealprocess\/Helper$/);
  await expect(page.locator(".helper-check[data-hydrated]")).toBeAttached();

  // The check: Space picks "yes" (the first choice of each question), the letter's date typed.
  for (const question of ["asked", "answered", "disputed", "hasLetter"]) {
    await tabTo(page, page.locator(`.helper-check input[name="${question}"]`).first());
    await page.keyboard.press("Space");
    await expect(page.locator(`.helper-check input[name="${question}"][value="yes"]`)).toBeChecked();
  }
  await tabTo(page, page.locator("#check-letter-date"));
  await page.keyboard.type("01/03/2569");
  await expect(page.getByRole("region", { name: m.check.resultLabel })).toContainText(m.check.open.title);

  // The form's start, a step of its own after the check.
  await tabTo(page, page.getByRole("link", { name: m.form.start }));
  await page.keyboard.press("Enter");
  await expect(counter(page)).toHaveText(stepText(1));
  await expect(page.locator(".helper-step-title")).toBeFocused();
  // Continue with a required field empty: the summary takes focus, its link takes the visitor to the field.
  await tabTo(page, page.getByRole("button", { name: m.form.continue, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.locator(".error-summary")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(field(page, "fullName")).toBeFocused();
  await fillStep(page, 1, ["fullName", "nationalId"]);
  await fillStep(page, 2, ["mobile", "address", "postalCode"]);
  await fillStep(page, 3, ["bureau", "disputedItems", "reasons"]);
  // The letter's date, from the check, is already in step 4.
  await expect(field(page, "letterDate")).toHaveValue("01/03/2569");
  await fillStep(page, 4, []);
  await fillStep(page, 5, ["request"]);
  await fillStep(page, 6, []);
  // The documents: Space ticks a box.
  await tabTo(page, page.getByRole("checkbox", { name: labels.attachments[0] }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: labels.attachments[0] })).toBeChecked();
  await fillStep(page, 7, []);

  // The review, Change and back.
  await expect(page.getByRole("heading", { name: m.form.reviewTitle })).toBeFocused();
  await tabTo(page, page.getByRole("link", { name: `${m.form.change} ${labels.reasons}` }));
  await page.keyboard.press("Enter");
  await expect(counter(page)).toHaveText(stepText(3));
  await expect(field(page, "reasons")).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(" และมีหลักฐานการชำระเงิน");
  await tabTo(page, page.getByRole("button", { name: m.form.returnToReview }));
  await page.keyboard.press("Enter");
  await expect(counter(page)).toHaveText(stepText(8));
  await expect(page.getByRole("heading", { name: m.form.reviewTitle })).toBeFocused();
  await expect(page.locator('.helper-review-row[data-field="reasons"]')).toContainText("และมีหลักฐานการชำระเงิน");

  // The print step and the printout.
  await tabTo(page, page.getByRole("button", { name: m.form.continue, exact: true }));
  await page.keyboard.press("Enter");
  await expect(counter(page)).toHaveText(stepText(9));
  await expect(page.getByRole("heading", { name: m.form.printTitle })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: m.form.print }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: m.form.printing })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await expect(page.frameLocator("#appeal-print-frame").locator(".answer", { hasText: "และมีหลักฐาน" })).toHaveCount(1);
});
