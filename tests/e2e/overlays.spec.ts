import {
  cookieLifetimes,
  cookiesOf,
  expectNoOverlay,
  LOCALES,
  PHONE,
  SHEET_MAX,
  sheetOf,
  stored,
  termsOf,
} from "./overlay-helpers";
import { expect, freezeClock, test } from "./fixtures";

test.describe("a first visit on a phone", () => {
  test.use({ firstVisit: true, viewport: PHONE });

  for (const lang of LOCALES) {
    const deepLink = `${lang.prefix}/Public/Appealprocess`;

    test(`a shared link to ${deepLink}: no splash, and the heading and first paragraph are readable above the sheet with no tap`, async ({
      page,
    }) => {
      await page.goto(deepLink, { referer: "https://line.me/" });
      await expect(page.locator(".splash")).toBeHidden();
      await expect(page.locator("html")).not.toHaveClass(/show-splash/);
      const sheet = sheetOf(page, lang);
      await expect(sheet).toBeVisible();
      await expect(termsOf(page, lang)).toBeVisible();
      await expect(cookiesOf(page, lang)).toBeVisible();
      const box = (await sheet.boundingBox())!;
      expect(box.height, "sheet height").toBeLessThanOrEqual(SHEET_MAX);
      expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
      // Taps before the page's opening is readable: none. Both lie wholly above the sheet's top edge.
      for (const [name, target] of [
        ["h1", page.locator("main h1")],
        ["first paragraph", page.locator("main .prose p").first()],
      ] as const) {
        await expect(target, name).toBeVisible();
        const at = (await target.boundingBox())!;
        expect(at.y, name).toBeGreaterThanOrEqual(0);
        expect(at.y + at.height, `${name} ends above the sheet (top ${box.y})`).toBeLessThanOrEqual(box.y);
      }
      // The page is not a modal's backdrop: nothing inert, nothing open, and it scrolls.
      await expect(page.locator("#site")).not.toHaveAttribute("inert");
      await expect(page.locator("dialog[open]")).toHaveCount(0);
      await page.mouse.move(PHONE.width / 2, 200);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      // The short terms link to the full ones, in this language.
      await expect(sheet.getByRole("link", { name: lang.m.termsLink })).toHaveAttribute(
        "href",
        `${lang.prefix}/TermAndCondition`,
      );
    });

    test(`the front door ${lang.home}: the splash, skip lands home; a second tab has no splash and keeps the first tab's answers`, async ({
      page,
      context,
    }) => {
      await freezeClock(page);
      await page.goto(`${lang.home}?from=share#main`);
      const splash = page.locator(".splash");
      await expect(splash).toBeVisible();
      await expect(page.locator("#splash-count")).toHaveText("10");
      // The sheet waits for the splash: one interruption at a time.
      await expect(sheetOf(page, lang)).toBeHidden();
      await page.clock.runFor(1_000);
      await expect(page.locator("#splash-count")).toHaveText("9");
      await expect(page.getByRole("button", { name: lang.skip })).toBeFocused();
      await page.getByRole("button", { name: lang.skip }).click();
      await expect(splash).toBeHidden();
      const url = new URL(page.url());
      expect(url.pathname + url.search + url.hash).toBe(`${lang.home}?from=share#main`);
      await expect(page.locator("#site")).not.toHaveAttribute("inert");
      await expect(sheetOf(page, lang)).toBeVisible();

      const tab2 = await context.newPage();
      await freezeClock(tab2);
      await tab2.goto(lang.home);
      await expect(tab2.locator(".splash")).toBeHidden();
      await expect(sheetOf(tab2, lang)).toBeVisible();

      await termsOf(page, lang).getByRole("button", { name: lang.m.termsClose }).click();
      await cookiesOf(page, lang).getByRole("button", { name: lang.m.cookieDecline }).click();
      await expect(sheetOf(page, lang)).toBeHidden();
      expect(await stored(page, "modal")).toBeNull();
      expect(await stored(page, "cookies")).toBeNull();
      await expect
        .poll(() => cookieLifetimes(context))
        .toEqual({ "splash-seen": -1, "terms-closed": -1, "cookies-declined": -1 });

      await tab2.reload();
      await expectNoOverlay(tab2, lang);
      await tab2.goto(`${lang.prefix}/Law`);
      await expectNoOverlay(tab2, lang);
    });

    test(`after accepting both (${lang.home}): nothing shows again, in a new tab or a new browser session`, async ({
      page,
      context,
      browser,
    }) => {
      await page.goto(deepLink);
      await termsOf(page, lang).getByRole("button", { name: lang.m.termsAccept }).click();
      // The terms answered, only the cookie question is left, and focus moves on to it.
      await expect(termsOf(page, lang)).toBeHidden();
      await expect(cookiesOf(page, lang)).toBeVisible();
      await expect(cookiesOf(page, lang).getByRole("button", { name: lang.m.cookieAccept })).toBeFocused();
      await cookiesOf(page, lang).getByRole("button", { name: lang.m.cookieAccept }).click();
      await expect(sheetOf(page, lang)).toBeHidden();
      expect(await stored(page, "modal")).toBe("true");
      expect(await stored(page, "cookies")).toBe("true");

      await page.reload();
      await expectNoOverlay(page, lang);
      const tab2 = await context.newPage();
      await tab2.goto(lang.home);
      await expectNoOverlay(tab2, lang);

      // A later visit: the same stored acceptances, none of this session's cookies; the front door too stays clear.
      const { origins } = await context.storageState();
      const later = await browser.newContext({ viewport: PHONE, storageState: { cookies: [], origins } });
      const next = await later.newPage();
      for (const path of [lang.home, deepLink]) {
        await next.goto(path);
        await expectNoOverlay(next, lang);
      }
      await later.close();
    });

    test(`layout shift while the sheet appears on ${deepLink} is 0`, async ({ page }) => {
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            w.__shifts.push({
              value: entry.value,
              nodes: (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?"),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      // A phone's slower processor: the parser then yields mid-document, and a paint of a half-parsed header (a
      // right-aligned row whose last button has no label yet) moved the buttons before it in about half the loads.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.goto(deepLink);
      await expect(sheetOf(page, lang)).toBeVisible();
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes("layout-shift"))).toBe(true);
      // Settled: the fonts are in and two frames have been drawn since.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await page.waitForLoadState("networkidle");
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
      expect(shifts).toEqual([]);
    });
  }
});
test.describe("the splash", () => {
  test.use({ firstVisit: true });
  test.beforeEach(async ({ page }) => freezeClock(page));

  test("ends by itself at 0, in English with a Skip button, on the page asked for", async ({ page }) => {
    await page.goto("/en?q=1");
    await expect(page.getByRole("button", { name: "Skip" })).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page.locator("#splash-count")).toHaveText("5");
    await page.clock.runFor(6_000);
    await expect(page.locator(".splash")).toBeHidden();
    expect(page.url()).toMatch(/\/en\?q=1$/);
  });

  test("Escape closes it, as any modal dialog, and only it: the consent sheet is asked next, the page usable", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const splash = page.locator(".splash");
    await expect(splash).toBeVisible();
    await expect(page.getByRole("button", { name: "ข้าม" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(splash).toBeHidden();
    await expect(page.locator("#site")).not.toHaveAttribute("inert");
    // The same press did not also answer the sheet's questions.
    await expect(termsOf(page, LOCALES[0])).toBeVisible();
    await expect(cookiesOf(page, LOCALES[0])).toBeVisible();
    expect(await cookieLifetimes(page.context())).toEqual({ "splash-seen": -1 });
    await page.clock.runFor(11_000);
    await expect(page.locator("#splash-count")).toHaveText("10");
  });

  test("hides as soon as a route change starts (back/forward)", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".splash")).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, "", "/?step=2");
      history.back();
    });
    await expect(page.locator(".splash")).toBeHidden();
  });

  test("never shows over the home page reached from inside the site, nor after a first page elsewhere", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/", { referer: `${baseURL}/Law` });
    await expect(page.locator(".splash")).toBeHidden();
    await page.context().clearCookies();
    await page.goto("/Law/act", { referer: "https://www.google.com/" });
    await expect(page.locator(".splash")).toBeHidden();
    // The same browser session: its first page was not the front door, so the front door shows no splash now.
    await page.goto("/", { referer: "https://www.google.com/" });
    await expect(page.locator(".splash")).toBeHidden();
  });
});

test.describe("Escape closes every dialog", () => {
  test("the appeal conditions: closed, focus back on the button that opened them", async ({ page }) => {
    await page.goto("/en/Public/Appealprocess");
    const opener = page.getByRole("button", { name: "Read the conditions and download the appeal form" });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the phone menu: closed, focus back on its button", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/Law");
    const button = page.locator("summary.mobile-nav-button");
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator(".mobile-nav-panel");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});
