import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { Locale } from "@/i18n/locales";
import type { Page } from "@playwright/test";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { expect, gotoOk, locales, test } from "./fixtures";

/**
 * The eligibility check in a real browser, at a phone's width: whatever is answered at the steps before the letter,
 * the letter's question comes, and its date gives the last day with what to do about the step and each answer's
 * basis; the last day comes as a calendar file, a plain link answered by the production pair (nginx in front of
 * next start). The plain answer page without JavaScript is in appeal-errors.no-js.spec.ts; each answer in words,
 * and what a screen reader says, beside the component (components/appeal-helper/EligibilityCheck*.test.tsx).
 */
const messages = { th: th.appealHelper, en: en.appealHelper };
/** Tuesday 10 March 2026, 10:00 in Bangkok. */
const NOW = new Date("2026-03-10T10:00:00+07:00");
const LETTER = { th: "01/03/2569", en: "01/03/2026" };

const result = (page: Page, locale: Locale) => page.getByRole("region", { name: messages[locale].check.resultLabel });
const answer = (page: Page, question: string, choice: "yes" | "no" | "notSure") =>
  page.locator(`.helper-check input[name="${question}"][value="${choice}"]`).check();

for (const { locale, prefix } of locales) {
  const m = messages[locale];

  test.describe(`the eligibility check (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      await gotoOk(page, `${prefix}${APPEAL_HELPER_PATH}`);
      await expect(page.locator(".helper-check[data-hydrated]")).toBeAttached();
    });

    test("a No at any step still asks for the letter, gives the last day with what to do, and as a calendar file", async ({
      page,
    }, testInfo) => {
      // A phone's width: the answers as a visitor sees them (the screenshots are kept with the test's output).
      await page.setViewportSize({ width: 375, height: 812 });
      const advice = { asked: "askFirst", answered: "waitAnswer", disputed: "recordDispute" } as const;
      const steps = Object.keys(advice) as (keyof typeof advice)[];
      const lastDay = locale === "th" ? "30 เมษายน 2569" : "30 April 2026";
      for (const [n, step] of steps.entries()) {
        for (const done of steps.slice(0, n)) await answer(page, done, "yes");
        await answer(page, step, "no");
        await answer(page, "hasLetter", "yes");
        await page.locator("#check-letter-date").fill(LETTER[locale]);
        const region = result(page, locale);
        await expect(region.getByRole("heading")).toHaveText([m.check.open.title, m.check[advice[step]].title]);
        await expect(region.locator("time")).toHaveText(lastDay);
        await expect(region).toContainText(m.check.open.daysLeft.replace("{days}", "51"));
        await expect(region.locator(".helper-basis")).toHaveText([m.check.open.basis, m.check[advice[step]].basis]);
        await page.locator(".helper-check").screenshot({ path: testInfo.outputPath(`check-no-${step}-${locale}.png`) });
        await page.getByRole("button", { name: m.check.startAgain }).click();
      }
      // "No" to the letter: what to do about it, and the form still offered.
      for (const step of steps) await answer(page, step, "yes");
      await answer(page, "hasLetter", "no");
      await expect(result(page, locale).getByRole("heading")).toHaveText([m.check.needLetter.title]);
      await expect(result(page, locale).getByRole("link", { name: m.check.open.next })).toBeVisible();
      await page.locator(".helper-check").screenshot({ path: testInfo.outputPath(`check-no-hasLetter-${locale}.png`) });

      // The last day as a calendar file: a plain link, answered by the production pair as a file to save.
      await answer(page, "hasLetter", "yes");
      const link = result(page, locale).getByRole("link", { name: m.check.open.calendar });
      await expect(link).toHaveAttribute("href", `/api/appeal-calendar?letterDate=2026-03-01&locale=${locale}`);
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("appeal-last-day-2026-04-30.ics");
      const text = readFileSync(await download.path(), "utf8");
      await writeFile(testInfo.outputPath(`appeal-last-day-${locale}.ics`), text);
      expect(text).toContain("\r\nDTSTART;VALUE=DATE:20260430\r\nDTEND;VALUE=DATE:20260501\r\n");
      expect(text.replace(/\r\n /g, "")).toContain(`SUMMARY;LANGUAGE=${locale}:${m.calendar.summary}\r\n`);
      expect(text.replace(/\r\n /g, "")).toMatch(
        new RegExp(`\r\nURL:https?://[^/]+${prefix}${APPEAL_HELPER_PATH}\r\n`),
      );
    });
  });
}

test.describe("the calendar file", () => {
  // Through nginx and next start as production serves it: a new API route must reach its handler, with the API's
  // headers, and a wrong query must get the API's error shape.
  test("is served as a file to save, and a wrong query is a JSON 400", async ({ request }) => {
    const response = await request.get("/api/appeal-calendar?letterDate=2026-03-01&locale=th");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(headers["content-disposition"]).toBe('attachment; filename="appeal-last-day-2026-04-30.ics"');
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toContain("default-src 'none'");
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, "")).toContain(`SUMMARY;LANGUAGE=th:${th.appealHelper.calendar.summary}\r\n`);

    const bad = await request.get("/api/appeal-calendar?letterDate=31/02/2569&locale=th");
    expect(bad.status()).toBe(400);
    expect(bad.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect((await bad.json()).error.code).toBe("invalid_letter_date");
    const post = await request.post("/api/appeal-calendar?letterDate=2026-03-01&locale=th");
    expect(post.status()).toBe(405);
    expect(post.headers()["allow"]).toBe("GET, HEAD");
  });
});
