import * as cheerio from "cheerio";
import { localizedPath } from "@/i18n/locales";
import { expect, gotoOk, locales, test } from "./fixtures";

/**
 * One tap from a right to its use: the rights page leads to the appeal start near its top on a phone, and every page
 * that states the right to appeal or to dispute links to the start right there, in the server HTML itself (a reader
 * without JavaScript, or a link preview, gets the same href).
 */
const START = "/Public/AppealStart";
const RIGHTS = "/Public/ConsumerRight";
const SCREEN = { width: 375, height: 812 };

/** The pages that state the right to appeal or to dispute, each of which must link to the start in its main text. */
const STATING_PAGES = [
  "/",
  RIGHTS,
  "/Public/Appealprocess",
  "/Public/ShouldKnow",
  "/Public/CollectionPeriod",
  "/Public/FAQ",
  "/ContactUs",
  "/Member/MemberDuty",
  "/Law/act",
];

test.describe("the rights page at phone size", () => {
  test.use({ viewport: SCREEN });

  for (const { locale, prefix } of locales) {
    test(`leads to the appeal start within the first screen and a half (${locale})`, async ({ page }) => {
      await gotoOk(page, `${prefix}${RIGHTS}`);
      const first = page.locator(`main a[href="${prefix}${START}"]`).first();
      await expect(first).toBeVisible();
      const top = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top, "the first link to the appeal start, in px from the top").toBeLessThan(1.5 * SCREEN.height);
      await first.click();
      await expect(page).toHaveURL(`${prefix}${START}`);
    });
  }
});

for (const { locale } of locales) {
  test(`server HTML: the rights page's first appeal link and right 7 point at the start (${locale})`, async ({
    request,
  }) => {
    const response = await request.get(localizedPath(locale, RIGHTS));
    expect(response.status()).toBe(200);
    const $ = cheerio.load(await response.text());
    const expected = locale === "th" ? START : `/en${START}`;
    const appealLinks = $("main a[href]")
      .toArray()
      .map((a) => $(a).attr("href")!)
      .filter((href) => href.endsWith(START));
    expect(appealLinks.length, "links to the appeal start").toBeGreaterThanOrEqual(4);
    expect(new Set(appealLinks)).toEqual(new Set([expected]));
    // Right 7 of section 25, the right to appeal, is itself the link.
    const right7 = $("main h2#your-rights").nextAll("div.table-scroll").first().find("tbody tr").eq(6);
    expect(right7.find("td").first().find("a").attr("href")).toBe(expected);
  });

  test(`server HTML: every page that states the right to appeal links to the start (${locale})`, async ({
    request,
  }) => {
    const expected = localizedPath(locale, START);
    for (const path of STATING_PAGES) {
      const url = localizedPath(locale, path);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const $ = cheerio.load(await response.text());
      const hrefs = $("main a[href]")
        .toArray()
        .map((a) => $(a).attr("href"));
      expect(hrefs, url).toContain(expected);
    }
  });
}
