/**
 * First-view weight on a phone: what a first visit at 375 px transfers stays within the budget of
 * scripts/bench/lib/first-view.ts, and nothing is fetched ahead of a click for a link the visitor cannot see. Bytes,
 * not timings: the same on any machine.
 */
import { FIRST_VIEW_BUDGET_BYTES, FIRST_VIEW_VIEWPORT, measureFirstView } from "@/scripts/bench/lib/first-view";
import { KEY_PAGES } from "@/scripts/bench/lib/pages";
import { expect, test } from "./fixtures";

test.use({ firstVisit: true, viewport: FIRST_VIEW_VIEWPORT });

for (const path of KEY_PAGES) {
  test(`first visit to ${path} at 375 px: within the first-view budget, no prefetch of hidden links`, async ({
    page,
    baseURL,
  }) => {
    const view = await measureFirstView(page, baseURL + path);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    test.info().annotations.push({
      type: "first view",
      description: `html ${kib(view.html)}, js ${kib(view.js)}, fonts ${kib(view.fonts)}, other ${kib(view.other)}, total ${kib(view.total)}`,
    });
    expect(view.total, `total ${kib(view.total)}`).toBeLessThanOrEqual(FIRST_VIEW_BUDGET_BYTES);
    const hidden = await page.evaluate((paths) => {
      const seen = (a: HTMLAnchorElement) => {
        const box = a.getBoundingClientRect();
        return a.checkVisibility() && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      };
      return paths.filter(
        (p) => ![...document.querySelectorAll<HTMLAnchorElement>("a[href]")].some((a) => a.pathname === p && seen(a)),
      );
    }, view.prefetched);
    expect(hidden, "prefetched pages with no visible link").toEqual([]);
  });
}
