import { expect, freezeClock, test } from "./fixtures";

test.describe("desktop menus", () => {
  test("a dropdown opens on hover, stays open while hovered, and closes when the pointer leaves", async ({ page }) => {
    // The page's clock, not the test's: timers move only when the test runs them, so "stays open" is exact.
    await freezeClock(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "เมนูหลัก" }).first();
    const toggle = nav.getByRole("button", { name: "เมนูย่อย มุมประชาชน" });
    const dropdown = nav.locator("#dropdown-Public");
    await expect(dropdown).toBeHidden();
    await nav.getByRole("link", { name: "มุมประชาชน", exact: true }).hover();
    await expect(dropdown).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await dropdown.getByRole("link", { name: "การอุทธรณ์" }).hover();
    // Twice the close delay passes while the pointer is on the dropdown: still open.
    await page.clock.runFor(400);
    await expect(dropdown).toBeVisible();
    await page.mouse.move(640, 700);
    await page.clock.runFor(400);
    await expect(dropdown).toBeHidden();
  });

  test("a dropdown opens by keyboard, its links are reachable, and Escape closes it", async ({ page }) => {
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: "Main menu" }).first();
    const toggle = nav.getByRole("button", { name: "Law submenu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Credit Information Business Act");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/Law\/act$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("mobile menu at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const { menu, section, child, url } of [
    { menu: "เมนู", section: "มุมประชาชน", child: "สิทธิของเจ้าของข้อมูล", url: /\/Public\/ConsumerRight$/ },
    { menu: "Menu", section: "For members", child: "Members' duties", url: /\/en\/Member\/MemberDuty$/ },
  ]) {
    test(`opens, expands and collapses "${section}", and navigates`, async ({ page }) => {
      await page.goto(menu === "Menu" ? "/en" : "/");
      await expect(page.locator(".desktop-nav")).toBeHidden();
      await page.locator("summary.mobile-nav-button", { hasText: menu }).click();
      const panel = page.locator(".mobile-nav-panel");
      await expect(panel).toBeVisible();
      const summary = panel.locator("summary", { hasText: section });
      const link = panel.getByRole("link", { name: child });
      await expect(link).toBeHidden();
      await summary.click();
      await expect(link).toBeVisible();
      await summary.click();
      await expect(link).toBeHidden();
      await summary.click();
      await link.click();
      await expect(page).toHaveURL(url);
      await expect(panel).toBeHidden();
    });
  }

  test("a tap on the page around the open menu closes it, and reaches nothing under it", async ({ page }) => {
    await page.goto("/");
    await page.locator("summary.mobile-nav-button", { hasText: "เมนู" }).click();
    const panel = page.locator(".mobile-nav-panel");
    await panel.locator("summary", { hasText: "กฎหมาย" }).click();
    await page.waitForFunction(() => document.getAnimations().length === 0); // the section has finished opening
    // Just below the panel, where the page's own links are: the cover takes the tap, the page stays put.
    const box = (await panel.boundingBox())!;
    await page.mouse.click(box.x + 40, box.y + box.height + 12);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // Reopened, the section is collapsed again.
    await page.locator("summary.mobile-nav-button", { hasText: "เมนู" }).click();
    await expect(panel.getByRole("link", { name: "พระราชบัญญัติการประกอบธุรกิจข้อมูลเครดิต" })).toBeHidden();
  });
});
