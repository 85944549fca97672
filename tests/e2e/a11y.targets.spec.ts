import type { Page } from "@playwright/test";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import { expect, gotoOk, test } from "./fixtures";

/**
 * Target size (WCAG 2.5.8), which axe checks only in part: on a phone every link and button is at least 24 x 24 px,
 * or spaced so that a 24 px circle on its centre overlaps no other target and no other small target's circle.
 * Links inside a sentence are exempt, as the criterion says (their line sets their height): a link is in a sentence
 * when the block around it holds words of its own besides its links. Section numbers alone in a table cell
 * ("25(1), 18") and the crumbs of the trail are not.
 */
const KEY_PAGES = [
  "/",
  "/Public/ConsumerRight",
  "/Public/Appealprocess",
  APPEAL_HELPER_PATH,
  "/Law/act",
  "/Law/Notification",
  "/Member/PlaceDocument",
  "/FAQ",
  "/ContactUs",
  "/search?q=ข้อมูลเครดิต",
];

type Target = { what: string; x: number; y: number; width: number; height: number };
type Miss = { what: string; size: string; near?: string };

/** Every visible link, button and form control of the page, and the ones too small and too close to another. */
function smallTargets(): { count: number; misses: Miss[] } {
  const MIN = 24;
  const selector =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex='0']";
  const targets: (Target & { inline: boolean })[] = [];
  const blockOf = (el: Element) => {
    let b: Element | null = el.parentElement;
    while (b && getComputedStyle(b).display.startsWith("inline")) b = b.parentElement;
    return b;
  };
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.closest(".sr-only, [hidden], [inert]") || !el.checkVisibility({ visibilityProperty: true })) continue;
    const rects = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const box = el.getBoundingClientRect();
    // A link in a sentence: its block has words beyond its links (punctuation and spaces do not count).
    let inline = false;
    if (el.tagName === "A" && getComputedStyle(el).display === "inline") {
      const block = blockOf(el);
      if (block) {
        const clone = block.cloneNode(true) as Element;
        clone.querySelectorAll("a").forEach((a) => a.remove());
        inline = (clone.textContent ?? "").replace(/[\s\p{P}\d]/gu, "").length >= 12;
      }
    }
    targets.push({
      what: `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute("aria-label") || "").trim().slice(0, 30)}"`,
      x: box.x,
      y: box.y + scrollY,
      width: box.width,
      height: box.height,
      inline,
    });
  }
  const centre = (t: Target) => ({ x: t.x + t.width / 2, y: t.y + t.height / 2 });
  const small = (t: Target) => t.width < MIN - 0.5 || t.height < MIN - 0.5;
  const distanceToBox = (p: { x: number; y: number }, t: Target) =>
    Math.hypot(Math.max(t.x - p.x, 0, p.x - (t.x + t.width)), Math.max(t.y - p.y, 0, p.y - (t.y + t.height)));
  const misses: Miss[] = [];
  for (const t of targets) {
    if (t.inline || !small(t)) continue;
    const c = centre(t);
    const near = targets.find((o) => {
      if (o === t) return false;
      if (small(o) && !o.inline) {
        const d = centre(o);
        return Math.hypot(c.x - d.x, c.y - d.y) < MIN - 0.5;
      }
      return distanceToBox(c, o) < MIN / 2 - 0.25;
    });
    if (near) misses.push({ what: t.what, size: `${Math.round(t.width)}x${Math.round(t.height)}`, near: near.what });
  }
  return { count: targets.length, misses };
}

async function check(page: Page, path: string) {
  await gotoOk(page, path);
  await page.evaluate(() => document.fonts.ready);
  const { count, misses } = await page.evaluate(smallTargets);
  expect(count, `${path}: targets found`).toBeGreaterThan(5);
  return misses;
}

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const prefix of ["", "/en"]) {
    test(`every link and button on the key pages is 24 px or spaced as if it were (${prefix || "th"})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const found: Record<string, Miss[]> = {};
      for (const path of KEY_PAGES) {
        const misses = await check(page, `${prefix}${path === "/" && prefix ? "" : path}`);
        if (misses.length) found[path] = misses;
      }
      expect(found).toEqual({});
    });
  }
});
