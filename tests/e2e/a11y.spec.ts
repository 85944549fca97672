import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { localizedPath } from "@/i18n/locales";
import { routes } from "@/lib/routes";
import { expect, freezeClock, locales, test } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page, label: string) {
  // Every rule of the tags runs on every node; only the violations are asked for in full: the passes (every text node
  // of a page, for contrast) would be serialised out of the page only to be dropped here. Legacy mode runs axe in the
  // page itself: the default opens a second, blank page per analysis to put the frames' results together and injects
  // axe there again, which doubled the walk's time; the site's pages have no frames to put together. The same
  // violations are found either way (an image without text and grey text put into /Law/act: both modes report both).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG)
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, label).toEqual([]);
}

/** Every page of the registry, eight to a test: the walks of both languages run side by side on the workers. */
const GROUP = 8;
const groups = Array.from({ length: Math.ceil(routes.length / GROUP) }, (_, i) =>
  routes.slice(i * GROUP, (i + 1) * GROUP),
);

for (const { locale } of locales) {
  for (const group of groups) {
    const span = `${group[0].path} … ${group.at(-1)!.path}`;
    test(`every page in ${locale} has no WCAG 2.2 AA violations (${span})`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const entry of group) {
        await page.goto(localizedPath(locale, entry.path));
        await expectNoViolations(page, `${locale} ${entry.path}`);
      }
    });
  }
}

test.describe("with each overlay open", () => {
  test.use({ firstVisit: true });

  test("splash, then the consent sheet", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await expect(page.locator(".splash")).toBeVisible();
    // axe needs timers: let time run again, with the splash's full ten seconds still ahead.
    await page.clock.resume();
    await expectNoViolations(page, "splash");
    await page.getByRole("button", { name: "ข้าม" }).click();
    await expect(page.getByRole("region", { name: "ข้อกำหนดการใช้เว็บไซต์และการใช้คุกกี้" })).toBeVisible();
    await expectNoViolations(page, "consent sheet");
  });
});

test("the appeal conditions dialog", async ({ page }) => {
  await page.goto("/en/Public/Appealprocess");
  await page.getByRole("button", { name: "Read the conditions and download the appeal form" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoViolations(page, "appeal dialog");
});

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // Without the web fonts too: on a slow first visit Sarabun misses its `optional` window and the page's text ends
  // elsewhere. In CI under load a 21px card link then sat just below the open panel's links (target-size).
  for (const fonts of ["web fonts", "fallback fonts"]) {
    test(`the mobile menu open with a section expanded (${fonts})`, async ({ page }) => {
      if (fonts === "fallback fonts") await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto("/");
      await page.locator("summary.mobile-nav-button", { hasText: "เมนู" }).click();
      await page.locator(".mobile-nav-panel summary", { hasText: "กฎหมาย" }).click();
      await expectNoViolations(page, "mobile menu");
    });
  }
});
