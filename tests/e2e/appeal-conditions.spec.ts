import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A dialog on a 375x667 phone: wholly on screen, with every button (at least two) in view. */
async function expectFitsPhone(dialog: Locator) {
  const buttons = await dialog.getByRole("button").all();
  expect(buttons.length).toBeGreaterThanOrEqual(2);
  for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
}

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
