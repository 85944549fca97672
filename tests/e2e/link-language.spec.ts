/**
 * English stays English: every same-site link on an English page leads to an English page, and every link on a Thai
 * page to a Thai page; the language switch is the one way across. Read from the server HTML (no browser, no
 * scripts), which is what crawlers, link previews and readers without JavaScript get, and what hydration does not
 * repair. Every page of the sitemap is walked, in both languages, plus the pages rendered per request.
 */
import { load } from "cheerio";
import { expect, test } from "./fixtures";

/** Pages that are not in the sitemap: rendered per request, or the 404 page. */
const EXTRA = ["/search?q=อุทธรณ์", "/appeal-check", "/no-such-page", "/staff/sign-in"];

/** Links that lead to a file or an API answer, not a page in a language: the appeal-form PDF, feeds, social cards. */
const isLanguageNeutral = (path: string) =>
  /^\/(api|_next)\//.test(path) || /\.(pdf|xml|json|svg|png|ico|txt|js|css)$/.test(path);

const isEnglish = (path: string) => path === "/en" || path.startsWith("/en/");

test("no page links into the other language except through the language switch", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const pages = [...new Set([...fromSitemap, ...EXTRA.flatMap((p) => [p, `/en${p}`])])];
  // Both languages, every list and item page: the walk really covered the site.
  expect(fromSitemap.filter(isEnglish).length).toBeGreaterThan(30);
  expect(fromSitemap.filter((p) => !isEnglish(p)).length).toBeGreaterThan(30);

  const crossings: string[] = [];
  let checked = 0;
  for (const page of pages) {
    const response = await request.get(page, { maxRedirects: 0 });
    expect([200, 404], `${page} answers`).toContain(response.status());
    const $ = load(await response.text());
    const pageIsEnglish = isEnglish(new URL(page, origin).pathname);
    $("a[href]").each((_, element) => {
      const link = $(element);
      if (link.hasClass("language-switch")) return;
      const url = new URL(link.attr("href")!, new URL(page, origin));
      if (url.origin !== origin || isLanguageNeutral(url.pathname)) return;
      checked++;
      if (isEnglish(url.pathname) !== pageIsEnglish) {
        crossings.push(`${page} → ${url.pathname} ("${link.text().trim().slice(0, 60)}")`);
      }
    });
  }
  expect(crossings).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
});

test("the language switch is the way across, to the same page", async ({ request }) => {
  const $th = load(await (await request.get("/Public")).text());
  expect($th("a.language-switch").attr("href")).toBe("/en/Public");
  const $en = load(await (await request.get("/en/Public")).text());
  expect($en("a.language-switch").attr("href")).toBe("/Public");
});
