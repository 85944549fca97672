import { APPEAL_HELPER_PATH, routes } from "@/lib/routes";
import th from "@/messages/th.json";
import { expect, gotoOk, test } from "./fixtures";
import { breaksInside, readLayout, SEEN_SPLIT, summary, wordBreaks, wordWalk } from "./line-breaks";
import type { WordBreak } from "./line-layout";
import { dictionaryBreaks } from "./line-breaks.dictionary";

/**
 * No line ends inside a Thai word. Chromium breaks Thai where ICU's dictionary does, which splits compounds and
 * loanwords (ตรวจ|สอบ, เครดิต|บู|โร); the site keeps those words whole in no-wrap boxes. Here every Thai page, with
 * its menus and collapsed sections open, plus a search results page, the first visit's dialogs and an error
 * message are laid out at two phone widths and a desktop's, and every line start is checked against the words of
 * the same dictionary (lib/text/thai-words.ts). The total per width is printed; the protected terms and every
 * other word must be whole. The pages at the phone widths are walked by layout-fit.spec.ts, which lays each out once
 * for its own check and this one.
 */
const WIDTHS = [320, 375, 1280];
// Every registry page, a search results page, and a collection's list and item pages (the notification list's
// narrow column).
const PAGES = [
  ...routes.map((r) => r.path),
  "/search?q=ข้อมูลเครดิต",
  "/Law/Notification/year/2019",
  "/Law/Notification/credit-models-2017",
];

test.describe("server HTML", () => {
  // Before the framework starts, as layout-fit.spec.ts walks the phone widths: the text is the server's.
  test.use({ framework: false });
  test(`every Thai page, its menu and search results keep their words whole at 1280px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const walk = wordWalk(1280);
    for (const path of PAGES) {
      await gotoOk(page, path);
      await page.evaluate(() => document.fonts.ready);
      // Every <details> open (the phone menu, its sections, FAQ answers), so their text is laid out too.
      await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
      walk.add(path, await readLayout(page));
    }
    walk.check();
  });
});

for (const width of WIDTHS) {
  test.describe(`${width}px`, () => {
    test.describe("first visit", () => {
      test.use({ firstVisit: true });
      test(`the splash and the consent sheet keep their words whole at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/");
        const found: Record<string, WordBreak[]> = {};
        const libthai: Record<string, WordBreak[]> = {};
        const splash = page.locator(".splash");
        await expect(splash).toBeVisible();
        const splashLayout = await readLayout(page, ".splash");
        found.splash = wordBreaks(splashLayout);
        libthai.splash = dictionaryBreaks(splashLayout);
        await page.getByRole("button", { name: "ข้าม" }).click();
        await expect(page.locator(".consent-sheet")).toBeVisible();
        const sheet = await readLayout(page, ".consent-sheet");
        found.sheet = wordBreaks(sheet);
        libthai.sheet = dictionaryBreaks(sheet);
        // The sheet's accept button says ยอมรับข้อกำหนด.
        const inside = breaksInside(sheet, SEEN_SPLIT);
        expect(inside.seen).toContain("ข้อกำหนด");
        expect(inside.breaks, "a compound seen split on a phone").toEqual([]);
        expect(summary(width, found)).toBe(0);
        expect(summary(width, libthai, "LibThai's dictionary")).toBe(0);
      });
    });

    test(`an error message and an error summary keep their words whole at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoOk(page, `${APPEAL_HELPER_PATH}?step=1#appeal-helper-form`);
      await page.locator("#appeal-nationalId").fill("1234567890120");
      await page.locator("#appeal-nationalId").press("Tab");
      await expect(page.locator("#appeal-nationalId-error")).toBeVisible();
      const error = await readLayout(page, "#appeal-nationalId-error");
      // The check's error summary too, on the check's own step: its title says ต่อไปนี้, seen split both ways
      // (ต่อไป|นี้, ต่อ|ไปนี้).
      await gotoOk(page, APPEAL_HELPER_PATH);
      await page.locator(".helper-check form").getByRole("button", { name: th.appealHelper.check.submit }).click();
      await expect(page.locator(".error-summary")).toBeVisible();
      const errorSummary = await readLayout(page, ".error-summary");
      expect(errorSummary.text).toContain("ต่อไปนี้");
      expect(summary(width, { error: wordBreaks(error), errorSummary: wordBreaks(errorSummary) })).toBe(0);
      const libthai = { error: dictionaryBreaks(error), errorSummary: dictionaryBreaks(errorSummary) };
      expect(summary(width, libthai, "LibThai's dictionary")).toBe(0);
    });
  });
}
