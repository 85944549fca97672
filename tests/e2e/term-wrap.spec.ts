import { expect, gotoOk, locales, test } from "./fixtures";

/**
 * Issue 17: the spec's Thai terms (lib/content/no-break-terms.ts) are never split across two lines. The content
 * pipeline wraps them in `.nw` spans at build time; here the browser lays the pages out at a phone's and a
 * desktop's width, and every term on the home and appeal pages must sit on one line, without the page growing
 * sideways.
 */
const WIDTHS = [320, 375, 1280];
const PAGES = ["/", "/Public/Appealprocess"];

type Split = { term: string; lines: number; where: string };

for (const width of WIDTHS) {
  for (const { locale, prefix } of locales) {
    for (const path of PAGES) {
      const url = `${prefix}${path === "/" && prefix ? "" : path}`;
      test(`${url} at ${width}px keeps every Thai term on one line (${locale})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoOk(page, url);
        await page.evaluate(() => document.fonts.ready);
        const result = await page.evaluate(() => {
          const splits: Split[] = [];
          let measured = 0;
          for (const span of document.querySelectorAll<HTMLElement>("main .nw")) {
            const range = document.createRange();
            range.selectNodeContents(span);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
            if (rects.length === 0) continue; // in a closed <details> or a hidden panel: not laid out
            measured++;
            // One line box per distinct top (fragments of one line share it, give or take rounding).
            const tops: number[] = [];
            for (const r of rects) if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
            if (tops.length > 1) {
              splits.push({
                term: span.textContent ?? "",
                lines: tops.length,
                where: span.parentElement?.tagName ?? "",
              });
            }
          }
          return { measured, splits, overflow: document.documentElement.scrollWidth - window.innerWidth };
        });
        // The Thai pages are full of terms; the English ones quote a few Thai names at most.
        if (locale === "th") expect(result.measured, "no-break spans laid out").toBeGreaterThan(10);
        expect(result.splits).toEqual([]);
        expect(result.overflow, "page wider than the window").toBeLessThanOrEqual(0);
      });
    }
  }
}
