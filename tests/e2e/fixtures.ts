import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test starts as a returning visitor who has already seen the splash and answered the terms and
 * cookie prompts, unless it asks for a first visit with `firstVisit: true`. The overlays have their own specs.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, provide) => {
    if (!firstVisit) {
      await page.addInitScript(() => {
        sessionStorage.setItem("splash-seen", "1");
        localStorage.setItem("modal", "true");
        localStorage.setItem("cookies", "true");
      });
    }
    await provide(page);
  },
});

export { expect };

export const locales = [
  { locale: "th", prefix: "" },
  { locale: "en", prefix: "/en" },
] as const;

export async function gotoOk(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return response;
}

/**
 * Stops the page's clock before it loads: the splash counts real seconds, and a slow page load on a busy machine
 * must not use them up. Timers then move only when a test calls `page.clock.runFor()`. (Playwright replays these
 * calls in every new document of the page.)
 */
export async function freezeClock(page: Page) {
  const start = new Date("2026-11-23T03:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}
