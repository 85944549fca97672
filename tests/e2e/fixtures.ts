import { localePrefix, locales as routingLocales } from "@/i18n/locales";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test starts as a returning visitor who has already seen the splash and answered the terms and
 * cookie prompts, unless it asks for a first visit with `firstVisit: true`. The overlays have their own specs.
 */
export const test = base.extend<{ firstVisit: boolean; waitForScripts: boolean; framework: boolean }>({
  firstVisit: [false, { option: true }],
  /** After each goto/reload, wait until React has hydrated the page; tests of the page before that turn it off. */
  waitForScripts: [true, { option: true }],
  /**
   * Off: the framework never starts (its loader, /framework-boot.js, is refused), so a page stays the server's HTML
   * with its own inline scripts, as before hydration. The walks that lay out every page use it: they need
   * `page.evaluate` (which a page with JavaScript off cannot answer with a promise: `document.fonts.ready` would
   * hang there) but not React, whose download and hydration took a third of their time.
   */
  framework: [true, { option: true }],
  page: async ({ page, firstVisit, waitForScripts, framework, javaScriptEnabled }, provide) => {
    if (!firstVisit) await page.addInitScript(returningVisitor);
    if (!framework) await page.route(/\/framework-boot\.js(?:[?#]|$)/, (route) => route.abort());
    if (javaScriptEnabled && waitForScripts && framework) waitForHydrationAfterLoads(page);
    await provide(page);
  },
});

/**
 * For `addInitScript`: a visitor who has accepted the terms and cookies (localStorage, spec section 3) and seen the
 * splash in this browser session (its session cookie, lib/client/consent-flags.ts). Self-contained: Playwright sends
 * its source to the page. The first document of a page (about:blank) may refuse storage; pages of the site then
 * run it again.
 */
export function returningVisitor() {
  try {
    document.cookie = "splash-seen=1; path=/; SameSite=Lax";
    localStorage.setItem("modal", "true");
    localStorage.setItem("cookies", "true");
  } catch {
    // about:blank
  }
}

/**
 * Hydration can come after the `load` event that `goto` waits for, and a test that clicks before it clicks on the
 * server HTML alone. React attaches its fibers to every element it hydrates: <main> carrying one is the sign.
 * Pages that are not ours (JSON, Auth.js pages) have no <main id="main"> and pass at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !main || Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

function waitForHydrationAfterLoads(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

export { expect };

/** Each language with its URL prefix, from i18n/routing.ts: a new language is tested without editing the specs. */
export const locales = routingLocales.map((locale) => ({ locale, prefix: localePrefix(locale) }));

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
