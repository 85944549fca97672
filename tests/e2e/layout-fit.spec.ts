import { APPEAL_HELPER_PATH, routes } from "@/lib/routes";
import { expect, gotoOk, locales, test } from "./fixtures";
import { readLayout, wordWalk } from "./line-breaks";

/**
 * Nothing is wider than its column on a phone: no table, no line of text, no box of words kept whole. Tables stack
 * into cards at these widths, so none needs to scroll sideways; the page itself never does. Every registry page,
 * in both languages, with every <details> open, at 320 and 375 px. The Thai pages, laid out so, are checked for line
 * breaks inside a Thai word too (term-wrap.spec.ts says why): one load of each page for both checks.
 */
const WIDTHS = [320, 375];
// Every registry page, a search results page, and a collection's list and item pages (the notification list's
// narrow column).
const PAGES = [
  ...routes.map((r) => r.path),
  "/search?q=ข้อมูลเครดิต",
  "/Law/Notification/year/2019",
  "/Law/Notification/credit-models-2017",
];

type Overflow = { what: string; text: string; by: number };

/**
 * What runs past the right edge of the page or out of its own box, with every <details> open: the page itself (a
 * sideways scroll), tables, and blocks of text in the main content and the footer.
 */
function overflowsIn(): Overflow[] {
  document.querySelectorAll("details").forEach((d) => (d.open = true));
  const out: Overflow[] = [];
  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewport)
    out.push({ what: "page", text: "", by: document.documentElement.scrollWidth - viewport });
  const selector =
    "main table, main .table-scroll, main p, main li, main td, main th, main dd, main dt, main h1, main h2, main h3, main caption, main label, main legend, main button, footer p, footer li, footer dd";
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    const rect = el.getBoundingClientRect();
    // The column headings of a stacked table are visually hidden (each cell says its column instead).
    if (rect.width <= 1 || (el.closest("thead")?.getBoundingClientRect().width ?? 2) <= 1) continue;
    const spill = Math.max(el.scrollWidth - el.clientWidth, rect.right - viewport);
    if (spill > 1 && getComputedStyle(el).overflowX === "visible")
      out.push({ what: el.tagName.toLowerCase(), text: (el.textContent ?? "").slice(0, 40), by: Math.round(spill) });
    if (spill > 1 && el.classList.contains("table-scroll"))
      out.push({ what: "table scrolls sideways", text: (el.textContent ?? "").slice(0, 40), by: Math.round(spill) });
  }
  return out;
}

// As the server sends the pages, before the framework starts: the layout every visitor gets first and a reader
// without JavaScript keeps (the pages are server components). The largest-text walk below runs with the framework,
// so the appeal helper's form is laid out too.
test.describe("server HTML", () => {
  test.use({ framework: false });
  for (const width of WIDTHS) {
    for (const { locale, prefix } of locales) {
      const words = locale === "th" ? ", and no Thai word is split," : "";
      test(`no table or line is wider than its column${words} at ${width}px (${locale})`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 900 });
        const found: Record<string, Overflow[]> = {};
        const walk = locale === "th" ? wordWalk(width) : undefined;
        for (const path of PAGES) {
          await gotoOk(page, path === "/" ? prefix || "/" : `${prefix}${path}`);
          await page.evaluate(() => document.fonts.ready);
          const overflows = await page.evaluate(overflowsIn);
          if (overflows.length) found[path] = overflows;
          walk?.add(path, await readLayout(page));
        }
        // Soft: a page too wide does not hide the words split on the same walk.
        expect.soft(found).toEqual({});
        walk?.check();
      });
    }
  }
});

/**
 * The largest text a visitor may set (WCAG 1.4.4): the browser's text size at 200% (Chromium's default font size
 * doubled, as the browser's own setting does; the site sizes all text in rem and em) on a 375 px phone, and the
 * narrowest screen at 100% (1.4.10, at 320 px, above). Nothing runs off the side: a word kept whole that is wider
 * than its column wraps at its inner word boundaries (app/styles/base.css, `.nw` in a narrow container).
 */
const KEY_PAGES = [
  "/",
  "/Public/ConsumerRight",
  APPEAL_HELPER_PATH,
  "/Law/act",
  "/Public/Appealprocess",
  "/Law/Notification",
  "/AboutUs/CommittleeRole",
  "/Member/PlaceDocument",
  "/FAQ",
  "/ContactUs",
  "/search?q=ข้อมูลเครดิต",
];

for (const { locale, prefix } of locales) {
  test(`text at 200% on a 375px phone: nothing wider than the screen on the key pages (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } });
    const found: Record<string, Overflow[]> = {};
    for (const path of KEY_PAGES) {
      await gotoOk(page, path === "/" ? prefix || "/" : `${prefix}${path}`);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontSize), "text at 200%").toBe("36px");
      const overflows = await page.evaluate(overflowsIn);
      if (overflows.length) found[path] = overflows;
    }
    expect(found).toEqual({});
  });
}

test("the Committee's address, contact card and structured data never give 1213 as its number", async ({ request }) => {
  for (const path of ["/", "/en", "/ContactUs", "/en/ContactUs"]) {
    const html = await (await request.get(path)).text();
    const address = html.match(/<address>[\s\S]*?<\/address>/)?.[0] ?? "";
    expect(address, `${path}: footer <address>`).toContain("273");
    expect(address, `${path}: footer <address>`).not.toContain("1213");
    const card = html.match(/<section[^>]*data-contact="committee"[\s\S]*?<\/section>/)?.[0];
    if (path.includes("ContactUs")) expect(card, `${path}: contact card`).toBeTruthy();
    expect(card ?? "", `${path}: the Committee's contact card`).not.toContain("1213");
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      if (json.includes("GovernmentOrganization")) expect(json, `${path}: JSON-LD`).not.toContain("1213");
    }
    // The centre's own line is still there, under its own name.
    expect(html).toContain("1213");
  }
});
