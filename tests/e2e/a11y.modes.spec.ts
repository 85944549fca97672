import type { Page } from "@playwright/test";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import { expect, freezeClock, gotoOk, test } from "./fixtures";

/**
 * The display modes a visitor may ask for, which no checker tries: forced colours (Windows high contrast: the
 * browser drops backgrounds and shadows, so a control drawn by its fill alone disappears) and reduced motion.
 */
const PAGES = ["/", APPEAL_HELPER_PATH, "/Public/Appealprocess", "/Law/act", "/en/search?q=appeal"];

type Bare = { what: string; border: string };

/** Visible buttons and form controls whose boundary is a fill only: no border on every side, no outline. */
function boundaryless(): { count: number; bare: Bare[] } {
  const bare: Bare[] = [];
  let count = 0;
  const selector = "button, input:not([type=hidden]), select, textarea, summary.mobile-nav-button, a.button";
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest(".sr-only")) continue;
    const style = getComputedStyle(el);
    // A button styled as a link reads as one (underlined text), as a link does in any colours; native tick boxes
    // draw their own box in system colours.
    if (style.textDecorationLine.includes("underline") || (el as HTMLInputElement).type === "checkbox") continue;
    if ((el as HTMLInputElement).type === "radio") continue;
    count++;
    const sides = ["Top", "Right", "Bottom", "Left"] as const;
    const bordered = sides.every(
      (s) => parseFloat(style[`border${s}Width`]) >= 1 && style[`border${s}Style`] !== "none",
    );
    const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1;
    if (!bordered && !outlined)
      bare.push({
        what: `${el.tagName.toLowerCase()}.${el.className} "${el.innerText.trim().slice(0, 20)}"`,
        border: style.border,
      });
  }
  return { count, bare };
}

test.describe("forced colours", () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ forcedColors: "active" }));

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`every control keeps a visible boundary at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const found: Record<string, Bare[]> = {};
      for (const path of PAGES) {
        await gotoOk(page, path);
        expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
        const { count, bare } = await page.evaluate(boundaryless);
        expect(count, `${path}: controls found`).toBeGreaterThan(0);
        if (bare.length) found[path] = bare;
      }
      expect(found).toEqual({});
    });
  }

  test("focus shows as a solid outline, which forced colours keep (a shadow they drop)", async ({ page }) => {
    await gotoOk(page, APPEAL_HELPER_PATH);
    const rings: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      rings.push(
        await page.evaluate(() => {
          const s = getComputedStyle(document.activeElement!);
          return s.outlineStyle === "solid" && parseFloat(s.outlineWidth) >= 2
            ? "ok"
            : `${s.outlineStyle} ${s.outlineWidth}`;
        }),
      );
    }
    expect(rings).toEqual(Array(12).fill("ok"));
  });
});

/** The longest transition or animation of any element, and of any <details>' sliding content, in seconds. */
async function longestMotion(page: Page) {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(...list.split(",").map((v) => parseFloat(v) * (v.includes("ms") ? 0.001 : 1)));
    let longest = 0;
    for (const el of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const s = getComputedStyle(el, pseudo);
        if (s.animationName !== "none") longest = Math.max(longest, seconds(s.animationDuration));
        longest = Math.max(longest, seconds(s.transitionDuration));
      }
    }
    for (const el of document.querySelectorAll("details")) {
      longest = Math.max(longest, seconds(getComputedStyle(el, "::details-content").transitionDuration));
    }
    return longest;
  });
}

test.describe("reduced motion", () => {
  test.use({ firstVisit: true, viewport: { width: 375, height: 812 } });

  test("nothing moves when asked not to: the splash, the sheet, the menu and the sections that slide open", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator(".splash")).toBeVisible();
    expect(await longestMotion(page)).toBeLessThanOrEqual(0.0001);
    await page.getByRole("button", { name: "ข้าม" }).click();
    await page.locator("summary.mobile-nav-button").click();
    await expect(page.locator(".consent-sheet")).toBeVisible();
    expect(await longestMotion(page)).toBeLessThanOrEqual(0.0001);
    // The same page moves when motion is not reduced: the probe reads what it must.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await longestMotion(page)).toBeGreaterThanOrEqual(0.15);
  });
});
