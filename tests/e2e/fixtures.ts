import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test starts as a returning visitor who has already seen the splash and answered the terms and
 * cookie prompts, unless it asks for a first visit with `firstVisit: true`. The overlays have their own specs.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit, javaScriptEnabled }, provide) => {
    if (!firstVisit) {
      await page.addInitScript(() => {
        sessionStorage.setItem("splash-seen", "1");
        localStorage.setItem("modal", "true");
        localStorage.setItem("cookies", "true");
      });
    }
    if (javaScriptEnabled) waitForFrameworkAfterLoads(page);
    await provide(page);
  },
});

/**
 * The loader Next names as its bootstrap script (LOADER_PATH of scripts/patches/defer-framework-scripts.mjs, which
 * Playwright's TypeScript loader cannot import; loading.spec.ts fails if the two part).
 */
export const LOADER_PATH = "/framework-boot.js";

/**
 * Next's scripts start after the first paint (public/framework-boot.js), which can come after the `load` event that
 * `goto` waits for. Tests then wait for them too, as they did when the scripts were in the HTML and `load` covered
 * them; pages without the loader (JSON, Auth.js pages) pass at once.
 */
async function waitForFramework(page: Page) {
  await page.waitForFunction((loader) => !document.querySelector(`script[src^="${loader}#"]`) || "next" in window, LOADER_PATH);
}

function waitForFrameworkAfterLoads(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForFramework(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForFramework(page);
    return response;
  };
}

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
