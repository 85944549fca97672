import type { Locator, Page } from "@playwright/test";
import { expect, freezeClock, test } from "./fixtures";

const storage = (page: Page, area: "localStorage" | "sessionStorage", key: string) =>
  page.evaluate(([a, k]) => window[a as "localStorage"].getItem(k), [area, key]);

/**
 * Configures an analytics provider on the pages matching `pages`, the way ANALYTICS_SCRIPT_URL does at build time
 * (the test build has none). Its script sets a cookie and marks the window, as a tracker would. Returns the
 * requests made for the script.
 */
async function withAnalytics(page: Page, pages: string | RegExp) {
  const requests: string[] = [];
  await page.route(pages, async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "<head>",
      '<head><meta name="analytics-src" content="/test-analytics.js">',
    );
    await route.fulfill({ response, body: html });
  });
  await page.route("**/test-analytics.js", (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: 'window.__tracked = true; document.cookie = "_track=1; path=/";',
    });
  });
  return requests;
}

test.describe("first visit", () => {
  test.use({ firstVisit: true });
  test.beforeEach(async ({ page }) => freezeClock(page));

  test("splash counts down from 10, and skip keeps path, query and hash", async ({ page }) => {
    await page.goto("/Law/act?from=share#chapter-1");
    const splash = page.getByRole("dialog").filter({ has: page.locator("#splash-count") });
    await expect(splash).toBeVisible();
    await expect(page.locator("#splash-count")).toHaveText("10");
    await page.clock.runFor(1_000);
    await expect(page.locator("#splash-count")).toHaveText("9");
    await expect(page.getByRole("button", { name: "ข้าม" })).toBeFocused();
    await page.getByRole("button", { name: "ข้าม" }).click();
    await expect(splash).toBeHidden();
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(
      "/Law/act?from=share#chapter-1",
    );
    await expect(page.locator("#site")).not.toHaveAttribute("inert", "");
  });

  test("splash ends by itself at 0, in English with a Skip button, on the page asked for", async ({ page }) => {
    await page.goto("/en/Public/FAQ?q=1");
    await expect(page.getByRole("button", { name: "Skip" })).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page.locator("#splash-count")).toHaveText("5");
    await page.clock.runFor(6_000);
    await expect(page.locator(".splash")).toBeHidden();
    expect(page.url()).toMatch(/\/en\/Public\/FAQ\?q=1$/);
  });

  test("splash hides as soon as a route change starts (back/forward)", async ({ page }) => {
    await page.goto("/Law");
    await expect(page.locator(".splash")).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, "", "/Law?step=2");
      history.back();
    });
    await expect(page.locator(".splash")).toBeHidden();
  });

  test("splash shows once per browser session", async ({ page, browser }) => {
    await page.goto("/");
    await expect(page.locator(".splash")).toBeVisible();
    await page.getByRole("button", { name: "ข้าม" }).click();
    expect(await storage(page, "sessionStorage", "splash-seen")).toBe("1");
    await page.reload();
    await expect(page.locator(".splash")).toBeHidden();
    const fresh = await browser.newPage();
    await freezeClock(fresh);
    await fresh.goto(page.url());
    await expect(fresh.locator(".splash")).toBeVisible();
    await fresh.close();
  });

  test("terms follow the splash; accept stores modal=true and they never show again", async ({ page }) => {
    await page.goto("/");
    const terms = page.getByRole("dialog", { name: "ข้อกำหนดการใช้เว็บไซต์" });
    await expect(terms).toBeHidden();
    await page.getByRole("button", { name: "ข้าม" }).click();
    await expect(terms).toBeVisible();
    await terms.getByRole("button", { name: "ยอมรับข้อกำหนด" }).click();
    await expect(terms).toBeHidden();
    expect(await storage(page, "localStorage", "modal")).toBe("true");
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(terms).toBeHidden();
  });

  test("Escape closes the terms for this visit without storing, so they return next visit", async ({
    page,
    browser,
  }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Skip" }).click();
    const terms = page.getByRole("dialog", { name: "Website terms of use" });
    await expect(terms).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(terms).toBeHidden();
    expect(await storage(page, "localStorage", "modal")).toBeNull();
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(terms).toBeHidden();
    // A new visit (a new browser context) asks again.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await freezeClock(fresh);
    await fresh.goto("/en");
    await fresh.getByRole("button", { name: "Skip" }).click();
    await expect(fresh.getByRole("dialog", { name: "Website terms of use" })).toBeVisible();
    await context.close();
  });

  test("cookie accept stores 'true' and hides the banner for good", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("modal", "true"));
    await page.goto("/");
    await page.getByRole("button", { name: "ข้าม" }).click();
    const banner = page.locator(".cookie-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "ยอมรับคุกกี้" }).click();
    await expect(banner).toBeHidden();
    expect(await storage(page, "localStorage", "cookies")).toBe("true");
    await page.reload();
    await expect(banner).toBeHidden();
  });

  test("cookie decline hides the banner for now, stores nothing, and asks again next visit", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("modal", "true"));
    await page.goto("/en");
    await page.getByRole("button", { name: "Skip" }).click();
    const banner = page.locator(".cookie-banner");
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toBeHidden();
    expect(await storage(page, "localStorage", "cookies")).toBeNull();
    await page.reload();
    await expect(banner).toBeHidden();
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test("analytics loads only after cookies are accepted, and again from the stored consent", async ({ page }) => {
    const analyticsRequests = await withAnalytics(page, "**/Public");
    const analytics = page.locator("#analytics-script");
    await page.addInitScript(() => localStorage.setItem("modal", "true"));
    // goto returns once the page has hydrated: the banner's mount effect, which loads analytics when consent is
    // stored, has run by then, so the absence below is a settled state, not a race.
    await page.goto("/Public");
    await page.getByRole("button", { name: "ข้าม" }).click();
    await expect(page.locator(".cookie-banner")).toBeVisible();
    await expect(analytics).toHaveCount(0);
    await page.getByRole("button", { name: "ไม่ยอมรับ" }).click();
    await expect(page.locator(".cookie-banner")).toBeHidden();
    await expect(analytics).toHaveCount(0);
    // The next visit asks again.
    await page.evaluate(() => sessionStorage.removeItem("cookies-declined"));
    await page.reload();
    await page.getByRole("button", { name: "ยอมรับคุกกี้" }).click();
    await expect.poll(() => page.evaluate(() => (window as { __tracked?: boolean }).__tracked)).toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as { __tracked?: boolean }).__tracked)).toBe(true);
    // Only the two pages with consent asked for the script.
    expect(analyticsRequests).toHaveLength(2);
  });

  test("nothing is stored in the browser before consent, even with an analytics provider that sets cookies", async ({
    page,
    context,
  }) => {
    await withAnalytics(page, /:\d+\/(en\/Public\/ConsumerRight)?$/);
    // A visitor who reads two pages and answers no prompt (the splash is left to its frozen clock).
    await page.goto("/");
    await expect(page.locator(".cookie-banner")).toBeVisible();
    await page.goto("/en/Public/ConsumerRight");
    await expect(page.locator(".cookie-banner")).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
  });
});

/** Overlays last the visit: every link is a full page load, and "for now" must not mean "for this page". */
/** A dialog on a 375x667 phone: wholly on screen, with every button (at least two) in view. */
async function expectFitsPhone(dialog: Locator) {
  const buttons = await dialog.getByRole("button").all();
  expect(buttons.length).toBeGreaterThanOrEqual(2);
  for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
}

test.describe("overlays per visit, on a phone", () => {
  test.use({ firstVisit: true, viewport: { width: 375, height: 667 } });
  test.beforeEach(async ({ page }) => freezeClock(page));

  for (const { prefix, skip, decline, close, terms, link } of [
    { prefix: "", skip: "ข้าม", decline: "ไม่ยอมรับ", close: "ปิดไว้ก่อน", terms: "ข้อกำหนดการใช้เว็บไซต์", link: "/Public" },
    {
      prefix: "/en",
      skip: "Skip",
      decline: "Decline",
      close: "Not now",
      terms: "Website terms of use",
      link: "/en/Public",
    },
  ]) {
    test(`decline and close for now last the visit, and a new visit asks again (${prefix || "th"})`, async ({
      page,
      browser,
    }) => {
      await page.goto(`${prefix}/Public/Appealprocess`);
      await page.getByRole("button", { name: skip }).click();
      const dialog = page.getByRole("dialog", { name: terms });
      await expect(dialog).toBeVisible();
      await expectFitsPhone(dialog);
      await dialog.getByRole("button", { name: close }).click();
      await expect(dialog).toBeHidden();
      const banner = page.locator(".cookie-banner");
      await expect(banner).toBeVisible();
      const bannerBox = (await banner.boundingBox())!;
      expect(bannerBox.height).toBeLessThanOrEqual(120);
      const h1 = (await page.locator("h1").boundingBox())!;
      expect(h1.y + h1.height).toBeLessThanOrEqual(bannerBox.y);
      await banner.getByRole("button", { name: decline }).click();
      await expect(banner).toBeHidden();
      // Follow a link inside the site: a new page, with neither prompt nor splash.
      await page.locator(`a[href="${link}"]:visible`).first().click();
      await page.waitForURL(`**${link}`);
      await page.waitForLoadState("networkidle");
      await expect(page.locator(".splash")).toBeHidden();
      await expect(page.getByRole("dialog", { name: terms })).toBeHidden();
      await expect(page.locator(".cookie-banner")).toBeHidden();
      // A new visit shows both again.
      const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
      const fresh = await context.newPage();
      await freezeClock(fresh);
      await fresh.goto(`${prefix}/Law`);
      await fresh.getByRole("button", { name: skip }).click();
      await expect(fresh.getByRole("dialog", { name: terms })).toBeVisible();
      await expect(fresh.locator(".cookie-banner")).toBeVisible();
      await context.close();
    });
  }

  test("the splash never shows over a page reached from inside the site", async ({ page, baseURL }) => {
    await page.goto("/Law/act", { referer: `${baseURL}/Law` });
    await expect(page.locator(".splash")).toBeHidden();
    await page.goto("/Law/act", { referer: "https://www.google.com/" });
    // The same visit: seen already, so not again.
    await expect(page.locator(".splash")).toBeHidden();
  });

  test("the splash shows on a first visit from another site", async ({ page }) => {
    await page.goto("/Law/act", { referer: "https://www.google.com/" });
    await expect(page.locator(".splash")).toBeVisible();
  });
});

/**
 * Scrolls the text to `fromEnd` px above its end and resolves once the page has handled that scroll: the scroll
 * event has fired (the dialog's handler runs first, it was attached first) and a frame has been rendered since, so
 * any state the handler set is on screen. Waits on the event, not on a clock.
 */
function scrollHandled(text: Locator, fromEnd: number) {
  return text.evaluate(
    (el, px) =>
      new Promise<void>((resolve) => {
        el.addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          once: true,
        });
        el.scrollTo({ top: el.scrollHeight - el.clientHeight - px });
      }),
    fromEnd,
  );
}

for (const { path, open, accept, title } of [
  {
    path: "/Public/Appealprocess",
    open: "อ่านเงื่อนไขและดาวน์โหลดแบบคำอุทธรณ์",
    accept: "ยอมรับและเปิดแบบคำอุทธรณ์",
    title: "สิ่งที่ควรรู้ก่อนอุทธรณ์ข้อโต้แย้งต่อคณะกรรมการ",
  },
  {
    path: "/en/Public/Appealprocess",
    open: "Read the conditions and download the appeal form",
    accept: "Accept and open the appeal form",
    title: "What to know before you appeal to the Committee",
  },
]) {
  test.describe(`appeal conditions on ${path}`, () => {
    test.use({ viewport: { width: 375, height: 700 } });

    test("on a 375x667 phone the dialog fits, with every button in view", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto(path);
      await page.getByRole("button", { name: open }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expectFitsPhone(dialog);
    });

    test("accept stays disabled until the end is reached, then opens the PDF in a new tab", async ({
      page,
      context,
    }) => {
      await page.goto(path);
      const opener = page.getByRole("button", { name: open });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("60");
      const acceptButton = dialog.getByRole("button", { name: accept });
      await expect(acceptButton).toBeDisabled();
      const text = dialog.locator(".modal-scroll");
      await scrollHandled(text, 30);
      await expect(acceptButton).toBeDisabled();
      await expect(dialog.locator("#appeal-hint")).not.toBeEmpty();
      await scrollHandled(text, 8);
      await expect(acceptButton).toBeEnabled();
      const [popup] = await Promise.all([context.waitForEvent("page"), acceptButton.click()]);
      await expect(dialog).toBeHidden();
      expect(decodeURIComponent(popup.url())).toMatch(/\/api\/file\/pdf\/document\/.+\.pdf$/);
      const pdf = await page.request.get(popup.url());
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    });

    test("the keyboard can scroll to the end; Escape closes and returns focus", async ({ page }) => {
      await page.goto(path);
      const opener = page.getByRole("button", { name: open });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.locator(".modal-scroll").focus();
      await page.keyboard.press("End");
      await expect(dialog.getByRole("button", { name: accept })).toBeEnabled();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}
