import { expect, freezeClock, test } from "./fixtures";

const storage = (page: import("@playwright/test").Page, area: "localStorage" | "sessionStorage", key: string) =>
  page.evaluate(([a, k]) => window[a as "localStorage"].getItem(k), [area, key]);

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
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe("/Law/act?from=share#chapter-1");
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

  test("Escape closes the terms for now without storing, so they return next visit", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Skip" }).click();
    const terms = page.getByRole("dialog", { name: "Website terms of use" });
    await expect(terms).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(terms).toBeHidden();
    expect(await storage(page, "localStorage", "modal")).toBeNull();
    await page.reload();
    await expect(terms).toBeVisible();
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
    await expect(banner).toBeVisible();
  });

  test("analytics loads only after cookies are accepted", async ({ page }) => {
    const analyticsRequests: string[] = [];
    await page.addInitScript(() => localStorage.setItem("modal", "true"));
    // Configure a provider the way ANALYTICS_SCRIPT_URL does at build time, on this page only.
    await page.route("**/Public", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("<head>", '<head><meta name="analytics-src" content="/test-analytics.js">');
      await route.fulfill({ response, body: html });
    });
    await page.route("**/test-analytics.js", (route) => {
      analyticsRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "window.__tracked = true;" });
    });
    await page.goto("/Public");
    await page.getByRole("button", { name: "ข้าม" }).click();
    await page.waitForTimeout(500);
    expect(analyticsRequests).toHaveLength(0);
    await page.getByRole("button", { name: "ไม่ยอมรับ" }).click();
    await page.waitForTimeout(300);
    expect(analyticsRequests).toHaveLength(0);
    await page.reload();
    await page.getByRole("button", { name: "ยอมรับคุกกี้" }).click();
    await expect.poll(() => page.evaluate(() => (window as { __tracked?: boolean }).__tracked)).toBe(true);
    expect(analyticsRequests).toHaveLength(1);
  });
});

for (const { path, open, accept, title } of [
  { path: "/Public/Appealprocess", open: "อ่านเงื่อนไขและดาวน์โหลดแบบคำอุทธรณ์", accept: "ยอมรับและเปิดแบบคำอุทธรณ์", title: "สิ่งที่ควรรู้ก่อนอุทธรณ์ข้อโต้แย้งต่อคณะกรรมการ" },
  { path: "/en/Public/Appealprocess", open: "Read the conditions and download the appeal form", accept: "Accept and open the appeal form", title: "What to know before you appeal to the Committee" },
]) {
  test.describe(`appeal conditions on ${path}`, () => {
    test.use({ viewport: { width: 375, height: 700 } });

    test("accept stays disabled until the end is reached, then opens the PDF in a new tab", async ({ page, context }) => {
      await page.goto(path);
      const opener = page.getByRole("button", { name: open });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("60");
      const acceptButton = dialog.getByRole("button", { name: accept });
      await expect(acceptButton).toBeDisabled();
      const text = dialog.locator(".modal-scroll");
      await text.evaluate((el) => el.scrollTo({ top: el.scrollHeight - el.clientHeight - 30 }));
      await page.waitForTimeout(100);
      await expect(acceptButton).toBeDisabled();
      await text.evaluate((el) => el.scrollTo({ top: el.scrollHeight - el.clientHeight - 8 }));
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
