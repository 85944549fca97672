import { routes } from "@/lib/routes";
import { countWords, mainText } from "@/lib/text/word-count";
import { expect, locales, test } from "./fixtures";

test.describe("every registry route, in both languages", () => {
  for (const { locale, prefix } of locales) {
    test(`answers 200 with <html lang="${locale}"> and its own title`, async ({ request }) => {
      for (const entry of routes) {
        const url = entry.path === "/" ? prefix || "/" : `${prefix}${entry.path}`;
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${locale}"`);
        // A title may hold no-break spans around Thai terms (lib/text/thai-word-list.ts): text, not only tags.
        expect(
          html
            .match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]
            .replace(/<[^>]+>/g, "")
            .trim(),
          url,
        ).toBeTruthy();
        // Real substance on every page, not a stub: Thai counted with Intl.Segmenter words.
        expect(countWords(mainText(html)), url).toBeGreaterThanOrEqual(locale === "th" ? 150 : 120);
      }
    });
  }
});

test("an unprefixed URL serves Thai whatever the browser's language", async ({ request }) => {
  const response = await request.get("/Law/act", { headers: { "Accept-Language": "en-US,en;q=0.9" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="th"');
});

test("/th/... redirects permanently to the unprefixed path", async ({ request }) => {
  for (const [from, to] of [
    ["/th/Law/act", "/Law/act"],
    ["/th", "/"],
    ["/th/Public/FAQ", "/Public/FAQ"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location, "http://x").pathname, from).toBe(to);
  }
});

test("lower-case and correctly spelled variants redirect permanently to the spec's spelling", async ({ request }) => {
  const cases = [
    ["/aboutus/history", "/AboutUs/History"],
    ["/Public/BasicInformation", "/Public/BasicIntormation"],
    ["/AboutUs/CommitteeRole", "/AboutUs/CommittleeRole"],
    ["/AboutUs/ThailandCreditBureauSystem", "/AboutUs/ThailankCreditBureauSystem"],
    ["/en/public/consumerright", "/en/Public/ConsumerRight"],
    ["/en/AboutUs/CommitteeRole", "/en/AboutUs/CommittleeRole"],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location, "http://x").pathname, from).toBe(to);
  }
});

for (const { locale, prefix } of locales) {
  test(`unknown paths get a 404 page in ${locale} with a way home and a search box`, async ({ page }) => {
    const response = await page.goto(`${prefix}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      locale === "th" ? "ไม่พบหน้าที่ท่านต้องการ" : "Page not found",
    );
    await expect(page.locator("main").getByRole("searchbox")).toBeVisible();
    await expect(
      page.locator("main").getByRole("link", { name: locale === "th" ? "กลับหน้าแรก" : "Go to the home page" }),
    ).toHaveAttribute("href", prefix || "/");
  });
}

test("the language switch keeps the path, both ways", async ({ page }) => {
  await page.goto("/Law/act");
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/Law\/act$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "ภาษาไทย", exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/Law\/act$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
});
