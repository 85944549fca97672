/** What the overlay specs share: the phone, both languages' labels, and the sheet and its two questions. */
import type { BrowserContext, Page } from "@playwright/test";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { expect } from "./fixtures";

/** A phone's screen (375x812): the sheet takes at most 45% of it, and the page's opening stays readable above it. */
export const PHONE = { width: 375, height: 812 };
export const SHEET_MAX = 0.45 * PHONE.height;

export const LOCALES = [
  { prefix: "", home: "/", m: th.overlays, skip: "ข้าม", termsTitle: "ข้อกำหนดการใช้เว็บไซต์" },
  { prefix: "/en", home: "/en", m: en.overlays, skip: "Skip", termsTitle: "Website terms of use" },
];
export type Lang = (typeof LOCALES)[number];

export const sheetOf = (page: Page, { m }: Lang) => page.getByRole("region", { name: m.sheetLabel });
export const termsOf = (page: Page, lang: Lang) => sheetOf(page, lang).getByRole("group", { name: lang.termsTitle });
export const cookiesOf = (page: Page, lang: Lang) =>
  sheetOf(page, lang).getByRole("group", { name: lang.m.cookieLabel });
export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * The site's cookies and their expiry: -1 is a session cookie, gone when the browser closes. A cookie the page has
 * just written reaches the browser's store a moment later: after a click, poll (`expect.poll`), do not read once.
 */
export async function cookieLifetimes(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c.expires]));
}

/** Nothing over the page: no splash, no sheet, and the boot script asked for neither. */
export async function expectNoOverlay(page: Page, lang: Lang) {
  await expect(page.locator("html")).not.toHaveClass(/show-(splash|terms|cookies)/);
  await expect(page.locator(".splash")).toBeHidden();
  await expect(sheetOf(page, lang)).toBeHidden();
}

/**
 * Configures an analytics provider on the pages matching `pages`, the way ANALYTICS_SCRIPT_URL does at build time
 * (the test build has none). Its script sets a cookie and marks the window, as a tracker would. Returns the
 * requests made for the script.
 */
export async function withAnalytics(page: Page, pages: string | RegExp) {
  const requests: string[] = [];
  await page.route(pages, async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "<head>",
      '<head><meta name="analytics-src" content="/test-analytics.js">',
    );
    await route.fulfill({ response, body: html });
  });
  await page.route("**/test-analytics.js", (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: 'window.__tracked = true; document.cookie = "_track=1; path=/";',
    });
  });
  return requests;
}
