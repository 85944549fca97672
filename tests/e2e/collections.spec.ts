import { join } from "node:path";
import { readCollection } from "@/lib/content/collection-source";
import { localizedPath } from "@/i18n/locales";
import { expect, locales, test } from "./fixtures";

/*
 * Notifications and rulings: each item has a page of its own under its list, in both languages; the list pages by
 * path (prerendered), and its ?page= / ?year= query lands on a page or the 404, never a server error. Read with
 * JavaScript off: the server HTML is what crawlers and link previews get.
 */
test.use({ javaScriptEnabled: false });

const content = join(process.cwd(), "content");

for (const { locale } of locales) {
  const notifications = readCollection(content, "notifications", locale);
  const rulings = readCollection(content, "rulings", locale);

  test(`${locale}: the notifications list links each item to its own page, with its card and breadcrumb`, async ({
    page,
  }) => {
    await page.goto(localizedPath(locale, "/Law/Notification"));
    const list = page.locator(".collection ol > li");
    await expect(list).toHaveCount(Math.min(notifications.length, 20));
    const first = notifications[0];
    await list.first().getByRole("link", { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, first.path)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await expect(page.locator(".breadcrumbs [aria-current=page]")).toHaveText(first.title);
    const card = await page.locator('meta[property="og:image"]').getAttribute("content");
    const response = await page.request.get(new URL(card!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });

  test(`${locale}: a ruling has its own page, and the list keeps its old anchor`, async ({ page }) => {
    const ruling = rulings[0];
    const response = await page.goto(localizedPath(locale, ruling.path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ruling.title);
    await page.goto(`${localizedPath(locale, "/Member/Diagnosis")}#${ruling.slug}`);
    await expect(page.locator(`#${ruling.slug}`)).toContainText(ruling.title);
  });

  test(`${locale}: the year filter is a set of links to prerendered pages`, async ({ page }) => {
    await page.goto(localizedPath(locale, "/Law/Notification"));
    const year = notifications[0].date!.slice(0, 4);
    await page.locator(".collection-years a").nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/Law/Notification/year/${year}$`));
    await expect(page.locator(".collection-years a[aria-current=page]")).toHaveCount(1);
    await expect(page.locator(".collection ol > li")).toHaveCount(
      notifications.filter((n) => n.date?.startsWith(year)).length,
    );
  });
}

test("?page= and ?year= land on a list page or the 404, never a server error", async ({ request }) => {
  const cases: [string, number, string][] = [
    ["/Law/Notification?page=abc", 200, "/Law/Notification"],
    ["/Law/Notification?page=-1", 200, "/Law/Notification"],
    ["/Law/Notification?page=1", 200, "/Law/Notification"],
    ["/en/Law/Notification?year=20x9", 200, "/en/Law/Notification"],
    ["/Law/Notification?page=999", 404, "/Law/Notification/page/999"],
    ["/Law/Notification?year=1999", 404, "/Law/Notification/year/1999"],
    ["/en/Member/Diagnosis?page=2&year=2019", 404, "/en/Member/Diagnosis/year/2019/page/2"],
  ];
  for (const [url, status, landed] of cases) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    expect(new URL(response.url()).pathname, url).toBe(landed);
  }
  expect((await request.get("/Law/Notification/no-such-item")).status()).toBe(404);
  expect((await request.get("/Law/Notification/page/1")).status()).toBe(404);
});
