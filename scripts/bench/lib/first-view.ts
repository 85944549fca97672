/**
 * What a phone's first visit to a page transfers (issue 16: at most 200 KiB at 375 px), by kind, from the browser's
 * own Resource Timing: the document, its scripts, fonts and everything else (styles, images, RSC prefetches).
 * Shared by the byte-budget test (tests/e2e/first-view.spec.ts) and `npm run bench`.
 */
import type { Page } from "@playwright/test";

export const FIRST_VIEW_BUDGET_BYTES = 200 * 1024;
export const FIRST_VIEW_VIEWPORT = { width: 375, height: 812 };

export type FirstView = { html: number; js: number; fonts: number; other: number; total: number; prefetched: string[] };

/** Loads `url` as a first visit would and adds up the bytes once the network has been quiet for half a second. */
export async function measureFirstView(page: Page, url: string): Promise<FirstView> {
  await page.goto(url, { waitUntil: "networkidle" });
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].map((e) => ({
      name: e.name,
      bytes: (e as PerformanceResourceTiming).transferSize,
      type: e.entryType === "navigation" ? "navigation" : (e as PerformanceResourceTiming).initiatorType,
    })),
  );
  const view: FirstView = { html: 0, js: 0, fonts: 0, other: 0, total: 0, prefetched: [] };
  for (const e of entries) {
    const path = new URL(e.name).pathname;
    const kind = e.type === "navigation" ? "html" : path.endsWith(".js") ? "js" : /\.(woff2?|ttf|otf)$/.test(path) ? "fonts" : "other";
    view[kind] += e.bytes;
    view.total += e.bytes;
    // Next's router fetches another page's RSC payload ahead of a click: `?_rsc=` on a page URL.
    if (new URL(e.name).searchParams.has("_rsc")) view.prefetched.push(path);
  }
  return view;
}
