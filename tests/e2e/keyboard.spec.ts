import type { Page } from "@playwright/test";
import { headerMenu } from "@/lib/routes";
import { expect, test } from "./fixtures";

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, accessibleName: string | RegExp, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute("aria-label") ?? el.innerText ?? "").trim() : "";
    });
    if (typeof accessibleName === "string" ? name === accessibleName : accessibleName.test(name)) return;
  }
  throw new Error(`never reached "${accessibleName}" with Tab`);
}

test("the first Tab reaches the skip link, which moves focus to the main content", async ({ page }) => {
  await page.goto("/Law/act");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "ข้ามไปยังเนื้อหาหลัก" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

// One test per menu section: about twenty pages in all, each reached by pressing Tab one key at a time.
for (const { entry, children } of headerMenu().filter((section) => section.children.length > 0)) {
  test(`every item of the "${entry.label.en}" menu can be reached and opened with the keyboard alone`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const child of children) {
      await page.goto("/en");
      // Focus on a section link opens its dropdown; Tab goes on through the toggle into the section's pages.
      await tabTo(page, entry.label.en);
      await expect(page.getByRole("button", { name: `${entry.label.en} submenu` })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await tabTo(page, child.label.en, 12);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/en${child.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
}

test("appeal conditions: open, scroll to the end and accept, keyboard only", async ({ page, context }) => {
  await page.goto("/Public/Appealprocess");
  await tabTo(page, "อ่านเงื่อนไขและดาวน์โหลดแบบคำอุทธรณ์", 200);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The dialog puts focus on its scrollable text, so the arrow keys, Page Down and End scroll it at once.
  await expect(dialog.locator(".modal-scroll")).toBeFocused();
  await page.keyboard.press("End");
  const accept = dialog.getByRole("button", { name: "ยอมรับและเปิดแบบคำอุทธรณ์" });
  await expect(accept).toBeEnabled();
  await page.keyboard.press("Tab");
  await expect(accept).toBeFocused();
  const [popup] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
  expect(decodeURIComponent(popup.url())).toContain("/api/file/pdf/document/");
});

test("switch language with the keyboard and stay on the same page", async ({ page }) => {
  await page.goto("/Public/ConsumerRight");
  await tabTo(page, "English");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/Public\/ConsumerRight$/);
  await tabTo(page, "ภาษาไทย");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/localhost:\d+\/Public\/ConsumerRight$/);
});
