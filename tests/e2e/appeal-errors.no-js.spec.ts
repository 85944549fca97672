import { formatDate } from "@/lib/format";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import { bangkokToday, addDays } from "@/lib/validation/dates";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { expect, locales, test } from "./fixtures";

/**
 * Without JavaScript (the no-js project: a 375 px phone): the check's answer page says what is missing or wrong in a
 * summary the browser focuses and by each field, in the same words as the interactive check
 * (components/appeal-helper/EligibilityCheck.test.tsx); the helper's first question is within reach; an empty "why"
 * says nothing was sent; a sent one, that no one replies.
 */
const messages = { th, en };
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key]);
const QUESTIONS = ["asked", "answered", "disputed", "hasLetter"] as const;
const THAI_DIGITS = "๐๑๒๓๔๕๖๗๘๙";

/** A day/month/BE-year date `days` from today in Bangkok, in Thai digits. */
function thaiDate(days: number): string {
  const [y, mo, d] = addDays(bangkokToday(), days).split("-");
  const typed = `${d}/${mo}/${Number(y) + 543}`;
  return typed.replace(/\d/g, (digit) => THAI_DIGITS[Number(digit)]);
}

for (const { locale, prefix } of locales) {
  const m = messages[locale];
  const c = m.appealHelper.check;

  test(`the check's answer page names every missing or wrong answer (${locale})`, async ({ page }, testInfo) => {
    await page.goto(`${prefix}${APPEAL_HELPER_PATH}`);
    await page.locator(".helper-check form").getByRole("button", { name: c.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/appeal-check\\?`));
    const summary = page.locator(".error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading")).toHaveText(c.summaryTitle);
    // Nothing answered: each question, not the letter's date (no one said there is a letter).
    await expect(summary.getByRole("link")).toHaveText(QUESTIONS.map((q) => fill(c.unanswered, { question: c[q] })));
    for (const q of QUESTIONS) await expect(page.locator(`#answer-${q}-error`)).toHaveText(c.chooseOne);
    await expect(summary.getByRole("link").first()).toHaveAttribute("href", "#answer-asked");
    await page.screenshot({ path: testInfo.outputPath(`no-js-unanswered-${locale}.png`), fullPage: true });

    const form = page.locator("form.helper-check");
    const date = page.locator("#answer-letter-date");
    const dateError = page.locator("#answer-letter-date-error");
    const cases = [
      ["", c.needDate, c.needDate, "empty"],
      ["abc", m.appealHelper.errors.date, `${c.letterDate}: ${m.appealHelper.errors.date}`, "letters"],
      ["31/02/2569", m.appealHelper.errors.date, `${c.letterDate}: ${m.appealHelper.errors.date}`, "impossible"],
      [thaiDate(3), m.appealHelper.errors.dateFuture, `${c.letterDate}: ${m.appealHelper.errors.dateFuture}`, "future"],
    ] as const;
    for (const [typed, message, line, name] of cases) {
      for (const q of QUESTIONS) await form.locator(`input[name="${q}"][value="yes"]`).check();
      await date.fill(typed);
      await form.getByRole("button", { name: c.submit }).click();
      await expect(summary, typed).toBeFocused();
      await expect(summary.getByRole("link")).toHaveText([line]);
      await expect(dateError).toHaveText(message);
      await expect(date).toHaveAttribute("aria-invalid", "true");
      await page.screenshot({ path: testInfo.outputPath(`no-js-date-${name}-${locale}.png`), fullPage: true });
    }

    // A date typed in Thai digits is read; the answer replaces the summary.
    await date.fill(thaiDate(-5));
    await form.getByRole("button", { name: c.submit }).click();
    await expect(summary).toHaveCount(0);
    await expect(page.getByRole("region", { name: c.resultLabel })).toContainText(c.open.title);
  });

  test(`the answer page gives the last day after a No at each question, with the letter's date (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    // A letter dated nine days ago: 51 days left, the last day 60 days after it.
    const lastDay = formatDate(locale, addDays(bangkokToday(), 51));
    const advice = { asked: "askFirst", answered: "waitAnswer", disputed: "recordDispute", hasLetter: null } as const;
    for (const q of QUESTIONS) {
      await page.goto(`${prefix}${APPEAL_HELPER_PATH}`);
      const form = page.locator(".helper-check form");
      for (const other of QUESTIONS)
        await form.locator(`input[name="${other}"][value="${other === q ? "no" : "yes"}"]`).check();
      await form.locator("input[name=letterDate]").fill(thaiDate(-9));
      await form.getByRole("button", { name: c.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/appeal-check\\?`));
      const region = page.getByRole("region", { name: c.resultLabel });
      const step = advice[q];
      await expect(region.getByRole("heading")).toHaveText(step ? [c.open.title, c[step].title] : [c.open.title]);
      await expect(region.locator("time")).toHaveText(lastDay);
      await expect(region).toContainText(fill(c.open.daysLeft, { days: "51" }));
      await expect(page.locator(".error-summary")).toHaveCount(0);
      await region.screenshot({ path: testInfo.outputPath(`no-js-answer-no-${q}-${locale}.png`) });
      // The calendar file is a plain link: it needs no script.
      const href = await region.getByRole("link", { name: c.open.calendar }).getAttribute("href");
      const file = await request.get(href!);
      expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    }
  });

  test(`the helper's first question begins within a screen and a half, and the form offers the PDF (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}${APPEAL_HELPER_PATH}`);
    const top = await page
      .locator(".helper-check fieldset")
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(1.5 * 812);
    await expect(page.locator(".helper-noscript")).toBeVisible();
    await expect(page.locator(".nearest-office")).toHaveCount(0);
  });

  test(`an empty "why" says nothing was sent; a sent one says no one replies, and where to ask (${locale})`, async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
    const f = m.feedback;
    await page.goto(`${prefix}/Public/CollectionPeriod`);
    await page.locator(".page-feedback-ask").getByRole("button", { name: f.no, exact: true }).click();
    await page.getByRole("button", { name: f.why.send }).click();
    await expect(page.locator("h1")).toHaveText(f.empty.title);
    await expect(page.locator(".feedback-sent .lead")).toHaveText(f.empty.body);
    await expect(page.locator(".feedback-sent .lead")).toHaveAttribute("role", "status");
    // The box is offered again.
    await page.getByLabel(f.why.label).fill("looking for the appeal form");
    await page.getByRole("button", { name: f.why.send }).click();
    await expect(page.locator("h1")).toHaveText(f.sent.title);
    const [before] = f.why.noReply.split("{contact}");
    await expect(page.locator(".feedback-sent")).toContainText(before.trim());
    await expect(
      page.locator(".feedback-sent").getByRole("link", { name: f.why.contact, exact: true }),
    ).toHaveAttribute("href", `${prefix}/ContactUs`);
  });
}
