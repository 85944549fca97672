/**
 * Nothing typed before the scripts run is lost. On a slow phone the page is readable, and people type,
 * long before the framework's scripts arrive. Each test holds every script of the build back (route interception),
 * types, ticks or clicks as a visitor would, then lets the scripts through, waits until React has hydrated the page
 * and checks that what the visitor did is still there.
 */
import type { Page } from "@playwright/test";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import en from "@/messages/en.json";
import { staffURL } from "../support/staff-servers";
import { expect, test, waitForHydration } from "./fixtures";

test.use({ waitForScripts: false });

/** Holds every script of the build until the returned function is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await waitForHydration(page);
  };
}

async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // Still held: nothing of React's is on the page yet, so the test really types before hydration.
  expect(
    await page.evaluate(() =>
      Object.keys(document.getElementById("main") ?? {}).some((k) => k.startsWith("__reactFiber")),
    ),
  ).toBe(false);
  return release;
}

test("the header search keeps what was typed", async ({ page }) => {
  const release = await openHeld(page, "/Law/act");
  await page.locator("header .search-toggle").click();
  const input = page.locator("header input[name=q]");
  await input.pressSequentially("อุทธรณ์");
  await release();
  await expect(input).toHaveValue("อุทธรณ์");
});

test("the 404 page's search keeps what was typed", async ({ page }) => {
  const release = await openHeld(page, "/en/No/Such/Page");
  const input = page.locator("main input[name=q]");
  await input.fill("credit bureau");
  await release();
  await expect(input).toHaveValue("credit bureau");
});

test("the search page keeps what was typed over its query", async ({ page }) => {
  const release = await openHeld(page, "/search?q=สิทธิ");
  const input = page.locator("main input[name=q]");
  await input.fill("ระยะเวลาการเก็บข้อมูล");
  await release();
  await expect(input).toHaveValue("ระยะเวลาการเก็บข้อมูล");
});

test("a feedback answer given before the scripts run is sent", async ({ page }) => {
  await openHeld(page, "/en/Public/ConsumerRight");
  // The scripts never arrive: the form posts as a plain form and the thank-you page answers.
  await page.locator(".page-feedback-ask").getByRole("button", { name: en.feedback.yes }).click();
  await expect(page.locator("h1")).toHaveText(en.feedback.sent.title);
});

test("the appeal check keeps its ticks and the letter's date", async ({ page }) => {
  const release = await openHeld(page, `/en${APPEAL_HELPER_PATH}`);
  const check = page.locator(".helper-check");
  for (const question of ["asked", "answered", "disputed", "hasLetter"])
    await check.locator(`input[name="${question}"][value="yes"]`).check();
  const date = check.locator("input[name=letterDate]");
  await date.fill("01/03/2026");
  await release();
  await expect(check).toHaveAttribute("data-hydrated", "true");
  for (const question of ["asked", "answered", "disputed", "hasLetter"])
    await expect(check.locator(`input[name="${question}"][value="yes"]`)).toBeChecked();
  await expect(date).toHaveValue("01/03/2026");
});

test("the online appeal form keeps typed fields, the chosen identification and ticked attachments", async ({
  page,
}) => {
  // On a step's address: under the check, the form shows only its start until a step is named.
  const release = await openHeld(page, `/en${APPEAL_HELPER_PATH}?step=1#appeal-helper-form`);
  const form = page.locator(".helper-form");
  await form.locator("#appeal-fullName").fill("Somying Jaidee");
  await form.locator('input[name="appeal-idType"]').nth(1).check();
  await form.locator("#appeal-email").fill("somying.test@example.co.th");
  await form.locator('input[name^="attachment-"]').first().check();
  await release();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect(form.locator("#appeal-fullName")).toHaveValue("Somying Jaidee");
  await expect(form.locator('input[name="appeal-idType"]').nth(1)).toBeChecked();
  // Once the scripts run, the form is shown a step at a time: the e-mail and the attachments sit on later steps, and
  // what was typed there before hydration must be waiting on them.
  const found = { email: false, attachment: false };
  for (let step = 1; step <= 9 && !(found.email && found.attachment); step++) {
    await page.goto(`/en${APPEAL_HELPER_PATH}?step=${step}#fill-in`);
    await expect(form).toHaveAttribute("data-hydrated", "true");
    if ((await form.locator("#appeal-email").count()) > 0) {
      await expect(form.locator("#appeal-email")).toHaveValue("somying.test@example.co.th");
      found.email = true;
    }
    if ((await form.locator('input[name^="attachment-"]').count()) > 0) {
      await expect(form.locator('input[name^="attachment-"]').first()).toBeChecked();
      found.attachment = true;
    }
  }
  expect(found).toEqual({ email: true, attachment: true });
});

test("staff sign-in started before the scripts run goes through", async ({ page }) => {
  await openHeld(page, `${staffURL}/en/staff/sign-in?callbackUrl=%2Fen%2Fstaff`);
  await page.locator(".staff-sign-in-button").click();
  await expect(page).toHaveURL(`${staffURL}/en/staff`);
});

test.describe("first visit", () => {
  test.use({ firstVisit: true });

  test("the splash counting down before the scripts run does not make React render the page again", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const release = await openHeld(page, "/en");
    // The boot script counts down in the server's HTML; wait until it has changed the number React will find.
    const count = page.locator("#splash-count");
    const first = await count.textContent();
    await expect(count).not.toHaveText(first!);
    await release();
    // A text mismatch is React's error 418, after which it throws the server HTML away and renders on the client.
    expect(errors).toEqual([]);
  });
});
