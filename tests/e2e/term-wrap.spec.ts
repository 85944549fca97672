import type { Page } from "@playwright/test";
import { routes } from "@/lib/routes";
import { expect, gotoOk, test } from "./fixtures";
import { breaksInside, wordBreaks, type WordBreak } from "./line-breaks";

/**
 * No line ends inside a Thai word. Chromium breaks Thai where ICU's dictionary does, which splits compounds and
 * loanwords (ตรวจ|สอบ, เครดิต|บู|โร); the site keeps those words whole in no-wrap boxes. Here every Thai page, with
 * its menus and collapsed sections open, plus a search results page, the first visit's dialogs and an error
 * message are laid out at two phone widths and a desktop's, and every line start is checked against the words of
 * the same dictionary (lib/text/thai-words.ts). The total per width is printed; the protected terms and every
 * other word must be whole.
 */
const WIDTHS = [320, 375, 1280];
/**
 * Compounds seen split on a phone although every check passed: LibThai's dictionary lists their parts only, so
 * the site's word list lacked them, and ICU cuts some across their edge (ได้|รับคำ|ขอ). Checked by name, since a
 * word missing from the list is no word to wordBreaks.
 */
const SEEN_SPLIT = ["ข้อกำหนด", "สายด่วน", "คำขอ", "ระยะเวลา", "คำตอบ", "ที่อยู่"];
const PAGES = [...routes.map((r) => r.path), "/search?q=ข้อมูลเครดิต"];

/** Opens every <details> (the phone menu, its sections, FAQ answers), so their text is laid out too. */
const openAll = (page: Page) =>
  page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));

function summary(width: number, found: Record<string, WordBreak[]>) {
  const total = Object.values(found).reduce((n, list) => n + list.length, 0);
  const lines = Object.entries(found)
    .filter(([, list]) => list.length > 0)
    .map(([where, list]) => `  ${where}: ${list.map((b) => `${b.at} (${b.tag})`).join(", ")}`);
  console.log(`[term-wrap] ${width}px: ${total} line breaks inside a Thai word\n${lines.join("\n")}`);
  return total;
}

for (const width of WIDTHS) {
  test.describe(`${width}px`, () => {
    test.describe.configure({ timeout: 240_000 });

    test(`every Thai page, its menu and search results keep their words whole at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const found: Record<string, WordBreak[]> = {};
      const named: WordBreak[] = [];
      const seen = new Set<string>();
      for (const path of PAGES) {
        await gotoOk(page, path);
        await page.evaluate(() => document.fonts.ready);
        await openAll(page);
        found[path] = await wordBreaks(page);
        const inside = await breaksInside(page, SEEN_SPLIT);
        named.push(...inside.breaks.map((b) => ({ ...b, at: `${path}: ${b.at}` })));
        inside.seen.forEach((word) => seen.add(word));
      }
      expect(named, "a compound seen split on a phone").toEqual([]);
      expect([...seen].sort(), "pages hold every one of them").toEqual([...SEEN_SPLIT].sort());
      const total = summary(width, found);
      const terms = Object.values(found)
        .flat()
        .filter((b) => b.term);
      expect(terms, "protected terms split").toEqual([]);
      expect(total, "line breaks inside a word").toBe(0);
    });

    test.describe("first visit", () => {
      test.use({ firstVisit: true });
      test(`the splash and the consent sheet keep their words whole at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/");
        const found: Record<string, WordBreak[]> = {};
        const splash = page.locator(".splash");
        await expect(splash).toBeVisible();
        found.splash = await wordBreaks(page, ".splash");
        await page.getByRole("button", { name: "ข้าม" }).click();
        await expect(page.locator(".consent-sheet")).toBeVisible();
        found.sheet = await wordBreaks(page, ".consent-sheet");
        // The sheet's accept button says ยอมรับข้อกำหนด.
        const inside = await breaksInside(page, SEEN_SPLIT, ".consent-sheet");
        expect(inside.seen).toContain("ข้อกำหนด");
        expect(inside.breaks, "a compound seen split on a phone").toEqual([]);
        expect(summary(width, found)).toBe(0);
      });
    });

    test(`an error message keeps its words whole at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoOk(page, "/Public/Appealprocess/Helper");
      await page.locator("#appeal-nationalId").fill("1234567890120");
      await page.locator("#appeal-nationalId").press("Tab");
      await expect(page.locator("#appeal-nationalId-error")).toBeVisible();
      expect(summary(width, { error: await wordBreaks(page, "#appeal-nationalId-error") })).toBe(0);
    });
  });
}
