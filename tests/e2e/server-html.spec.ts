/**
 * The server HTML on its own: fetched, never run in a browser, as crawlers, link previews and readers
 * without JavaScript get it. Hydration does not repair attributes, so every path derived from the current page must
 * already be right here: the language switch, the menus' current-page markers, the links.
 */
import * as cheerio from "cheerio";
import { localizedPath, locales, otherLocales } from "@/i18n/locales";
import { routes } from "@/lib/routes";
import { expect, test } from "./fixtures";

const pages = locales.flatMap((locale) => routes.map((r) => ({ locale, path: r.path, menu: r.menu, spec: r.spec })));

test("every page of the registry is checked, the spec's 54 among them", () => {
  expect(pages.filter((p) => p.spec)).toHaveLength(54);
  expect(pages).toHaveLength(routes.length * 2);
});

/** Every link of a menu and which of them say they are the current page. */
function menuLinks($: cheerio.CheerioAPI, menu: string) {
  return $(`${menu} a[href]`)
    .toArray()
    .map((a) => ({ href: $(a).attr("href")!, current: $(a).attr("aria-current") }));
}

/**
 * One h1 first, and no heading more than one level below the one before it: a screen reader's list of headings is the
 * page's outline, and a skip (h1 to h3) reads as a missing section.
 */
function expectWholeOutline($: cheerio.CheerioAPI) {
  const levels = $("main :is(h1, h2, h3, h4, h5, h6)")
    .toArray()
    .map((h) => Number(h.tagName.slice(1)));
  expect(levels[0], "the first heading").toBe(1);
  expect(
    levels.filter((level) => level === 1),
    "h1s",
  ).toHaveLength(1);
  const skips = levels.flatMap((level, i) =>
    i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]}→h${level}`] : [],
  );
  expect(skips, "headings that skip a level").toEqual([]);
}

for (const { locale, path, menu } of pages) {
  const url = localizedPath(locale, path);
  test(`server HTML of ${url}: language switch, current-page markers, no internal paths, an outline without gaps`, async ({
    request,
  }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const $ = cheerio.load(await response.text());
    expect($("html").attr("lang")).toBe(locale);

    const target = otherLocales(locale)[0];
    const switchLink = $("a.language-switch");
    expect(switchLink).toHaveLength(1);
    expect(switchLink.attr("href")).toBe(localizedPath(target, path));
    expect(switchLink.attr("hreflang")).toBe(target);

    for (const nav of [".desktop-nav", ".mobile-nav"]) {
      const links = menuLinks($, nav);
      expect(links.length, nav).toBeGreaterThan(10);
      // Exactly the links to this page say so; a page outside the header menus (home, footer pages) has none.
      const marked = links.filter((l) => l.current === "page").map((l) => l.href);
      const expected = menu === "header" ? [url] : [];
      expect([...new Set(marked)], `${nav} aria-current`).toEqual(expected);
    }

    // The internal locale segment must never reach a link: /th/... or /en/th/... exist only inside the server.
    const hrefs = $("a[href], link[href], form[action]")
      .toArray()
      .map((el) => $(el).attr("href") ?? $(el).attr("action")!);
    const leaked = hrefs.filter((h) => /^\/(en\/)?th(\/|$)/.test(h) || /^\/en\/en(\/|$)/.test(h));
    expect(leaked).toEqual([]);

    expectWholeOutline($);
  });
}

for (const locale of locales) {
  test(`the ${locale} 404 page switches to the other language's home`, async ({ request }) => {
    const response = await request.get(localizedPath(locale, "/No/Such/Page"));
    expect(response.status()).toBe(404);
    const $ = cheerio.load(await response.text());
    expect($("html").attr("lang")).toBe(locale);
    expect($("a.language-switch").attr("href")).toBe(localizedPath(otherLocales(locale)[0], "/"));
    expect($("[aria-current]")).toHaveLength(0);
  });

  test(`the ${locale} search page switches language with its query`, async ({ request }) => {
    const q = locale === "th" ? "อุทธรณ์" : "appeal";
    const response = await request.get(`${localizedPath(locale, "/search")}?q=${encodeURIComponent(q)}`);
    expect(response.status()).toBe(200);
    const $ = cheerio.load(await response.text());
    expect($("a.language-switch").attr("href")).toBe(
      `${localizedPath(otherLocales(locale)[0], "/search")}?q=${encodeURIComponent(q)}`,
    );
    // The query the visitor sent is in the search field of the server HTML.
    expect($("main input[name=q]").attr("value")).toBe(q);
  });
}

/** Pages outside the registry, each in a state that shows its most headings, with the status it answers. */
const OTHER_PAGE_URLS: [string, number][] = [
  [`/search?q=${encodeURIComponent("อุทธรณ์")}`, 200],
  ["/en/search?q=appeal", 200],
  ["/appeal-check", 200],
  ["/en/appeal-check?asked=yes&answered=yes&disputed=yes&hasLetter=no", 200],
  ["/appeal-check?asked=no&answered=no&disputed=notSure&hasLetter=yes&letterDate=01/02/2569", 200],
  ["/feedback/sent?page=%2FFAQ&outcome=sent&ask=why", 200],
  ["/en/feedback/sent?page=%2FFAQ&outcome=sent&answered=why", 200],
  ["/Law/Notification/year/2017", 200],
  ["/en/Law/Notification/year/2019", 200],
  ["/Law/Notification/credit-models-2017", 200],
  ["/en/Member/Diagnosis/data-transmission", 200],
  ["/en/no-such-page", 404],
  // Without the AUTH_* variables (this server): the page that says sign-in is not configured.
  ["/en/staff/sign-in", 200],
];

for (const [url, status] of OTHER_PAGE_URLS) {
  test(`server HTML of ${url}: an outline without gaps`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(status);
    expectWholeOutline(cheerio.load(await response.text()));
  });
}
