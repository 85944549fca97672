import { spawn } from "node:child_process";
import { createServer } from "node:net";
import type { APIRequestContext, Page } from "@playwright/test";
import * as cheerio from "cheerio";
import { localePrefix, type Locale } from "@/i18n/locales";
import { PER_PAGE } from "@/lib/search/params";
import { OWN_WORDS, OWN_WORDS_ANSWERS } from "@/scripts/search/relevance";
import { truth } from "../support/search-truth";
import { expect, test } from "./fixtures";

/*
 * Search that tells the truth: the count is every page that matches (as the index answers), pages of results with and
 * without JavaScript, each result's place instead of its path,
 * whole items in the panel on a phone, and a results link that previews like any page (og:url on the build's
 * SITE_URL, a social card).
 */

/** Three queries per language with one page, two pages and three pages of results (checked below, from the index). */
const CASES: Record<Locale, { queries: string[]; next: string; previous: string; notice: RegExp }> = {
  th: {
    queries: ["อภิธานศัพท์", "อุทธรณ์", "เครดิตบูโร"],
    next: "หน้าถัดไป",
    previous: "หน้าก่อนหน้า",
    notice: /แสดงหน้าแรกแทน/,
  },
  en: {
    queries: ["glossary", "appeal", "credit bureau"],
    next: "Next page",
    previous: "Previous page",
    notice: /first page is shown/,
  },
};
const LOCALES = Object.keys(CASES) as Locale[];
const resultsUrl = (locale: Locale, q: string, page?: string) =>
  `${localePrefix(locale)}/search?${new URLSearchParams(page === undefined ? { q } : { q, page })}`;
const numberIn = (text: string) => Number(/\d+/.exec(text)?.[0]);

async function rawPage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return cheerio.load(await response.text());
}

for (const locale of LOCALES) {
  const { queries, notice } = CASES[locale];

  test(`${locale}: the server HTML counts every matching page and lists the first ${PER_PAGE}`, async ({ request }) => {
    const totals = queries.map((q) => truth(locale, q).total);
    // The three sizes differ: one page, more than one, more than two.
    expect(totals[0]).toBeLessThanOrEqual(PER_PAGE);
    expect(totals[1]).toBeGreaterThan(PER_PAGE);
    expect(totals[2]).toBeGreaterThan(2 * PER_PAGE);
    for (const q of queries) {
      const expected = truth(locale, q);
      const $ = await rawPage(request, resultsUrl(locale, q));
      expect(numberIn($(".search-count").text()), q).toBe(expected.total);
      const items = $(".search-results > li");
      expect(items.map((_, li) => $(li).find("h3 a").attr("href")).get(), q).toEqual(
        expected.results.map((r) => r.url),
      );
      items.each((i, li) => {
        // Where the page sits, by the registry's labels; never its path.
        expect($(li).find(".search-result-place").text()).toContain(expected.results[i].place.at(-1) ?? "");
        expect($(li).text()).not.toMatch(/\/(AboutUs|Law|Public|Member|FAQ)\b/);
      });
      expect(items.first().find(".search-snippet mark").length, q).toBeGreaterThan(0);
      const pages = Math.ceil(expected.total / PER_PAGE);
      if (pages > 1) expect($(".search-page-now").text()).toContain(String(pages));
      else expect($(".search-pages")).toHaveLength(0);
    }
  });

  test(`${locale}: a page number that is no page shows the first page and says so, never an error`, async ({
    request,
  }) => {
    const q = queries[2];
    const first = truth(locale, q).results[0].url;
    for (const page of ["0", "-1", "two", "2.5", "02", "999", "99999999999999999999"]) {
      const $ = await rawPage(request, resultsUrl(locale, q, page));
      expect($("[role=alert]").text(), page).toMatch(notice);
      expect($(".search-results > li h3 a").first().attr("href"), page).toBe(first);
    }
  });
}

/** Next page, then back, by the links a visitor sees: the same with and without JavaScript. */
async function walkPages(page: Page, locale: Locale) {
  const { queries, next, previous } = CASES[locale];
  const q = queries[2];
  const [one, two] = [truth(locale, q, 1), truth(locale, q, 2)];
  const links = page.locator(".search-results > li h3 a");
  await page.goto(resultsUrl(locale, q));
  await expect(links.first()).toHaveAttribute("href", one.results[0].url);
  await expect(page.getByRole("link", { name: previous })).toHaveCount(0);
  await page.getByRole("link", { name: next }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(links).toHaveCount(two.results.length);
  await expect(links.first()).toHaveAttribute("href", two.results[0].url);
  await expect(page.locator(".search-results")).toHaveAttribute("start", String(PER_PAGE + 1));
  await expect(page.locator(".search-count")).toContainText(String(two.total));
  await expect(page.locator("#search-page-q")).toHaveValue(q);
  await page.getByRole("link", { name: previous }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(links.first()).toHaveAttribute("href", one.results[0].url);
}

test.describe("pages of results without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of LOCALES) test(`${locale}: page 2 and back`, ({ page }) => walkPages(page, locale));
});

test.describe("pages of results with JavaScript", () => {
  for (const locale of LOCALES) test(`${locale}: page 2 and back`, ({ page }) => walkPages(page, locale));
});

/**
 * Types a query in the header panel and answers the count it announces. That the count is the index's (the results
 * page's) is tested beside the panel, components/search/SearchPanel.test.tsx.
 */
async function panelCount(page: Page, locale: Locale, q: string): Promise<number> {
  await page.goto(localePrefix(locale) || "/");
  const input = page.locator(".site-header .search-panel input[name=q]");
  await expect(input).toBeHidden();
  await page.locator(".site-header .search-toggle").click();
  await input.fill(q);
  const status = page.locator(".search-panel [role=status]");
  await expect(status).toHaveText(/\d/);
  return numberIn((await status.textContent()) ?? "");
}

test.describe("the live panel on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const locale of LOCALES) {
    test(`${locale}: lists whole results, none cut by a box of its own, then the link to all`, async ({ page }) => {
      const q = CASES[locale].queries[2];
      await panelCount(page, locale, q);
      const list = page.locator(".search-live");
      const items = list.locator("li");
      await expect(items.first()).toBeVisible();
      const { overflowY, scrollHeight, clientHeight } = await list.evaluate((el) => ({
        overflowY: getComputedStyle(el).overflowY,
        scrollHeight: el.scrollHeight,
        clientHeight: el.clientHeight,
      }));
      expect(overflowY).toBe("visible");
      expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
      const box = (await list.boundingBox())!;
      for (const item of await items.all()) {
        const b = (await item.boundingBox())!;
        expect(b.y).toBeGreaterThanOrEqual(box.y - 1);
        expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 1);
        await expect(item.locator(".search-live-place")).not.toBeEmpty();
        // A tap target of its own.
        expect((await item.locator("a").boundingBox())!.height).toBeGreaterThanOrEqual(24);
        // Whole on the first screen, not only inside the list.
        await expect(item).toBeInViewport({ ratio: 1 });
      }
      const seeAll = page.locator(".search-see-all");
      await expect(seeAll).toContainText(String(truth(locale, q).total));
      await expect(seeAll).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe("a shared results link", () => {
  for (const locale of LOCALES) {
    test(`${locale}: og:url is on the build's origin and og:image is the search page's card`, async ({ request }) => {
      // Prerendered at build: the home page carries the build's SITE_URL.
      const home = await rawPage(request, localePrefix(locale) || "/");
      const origin = new URL(home('meta[property="og:url"]').attr("content")!).origin;
      const $ = await rawPage(request, resultsUrl(locale, CASES[locale].queries[1]));
      expect($('meta[property="og:url"]').attr("content")).toBe(`${origin}${localePrefix(locale)}/search`);
      const image = new URL($('meta[property="og:image"]').attr("content")!);
      expect(image.origin).toBe(origin);
      expect(image.pathname).toBe(`/api/og/${locale}/search`);
      expect($('meta[name="twitter:image"]').attr("content")).toBe(image.href);
      const card = await request.get(image.pathname + image.search);
      expect(card.status()).toBe(200);
      expect(card.headers()["content-type"]).toBe("image/png");
    });
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test("the server refuses to start with a SITE_URL other than the build's", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  // A plain `next start`: the check is in the app (instrumentation.ts), not in a wrapper.
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: { ...process.env, SITE_URL: "https://another-origin.example" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    expect(await exited).toBe(1);
    expect(output).toContain("refusing to start: SITE_URL is https://another-origin.example");
  } finally {
    if (child.exitCode === null) child.kill();
  }
});

/** Two of the queries in visitors' own words per language (all six are in tests/unit/search-natural-queries). */
const OWN = (locale: Locale) =>
  OWN_WORDS.filter(([l]) => l === locale)
    .map(([, q]) => q)
    .slice(0, 2);

test.describe("a phone without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  for (const locale of LOCALES) {
    test(`${locale}: the rights or an appeal page is among the first three answers to words people use`, async ({
      page,
    }) => {
      const wanted = OWN_WORDS_ANSWERS.map((path) => `${localePrefix(locale)}${path}`);
      for (const q of OWN(locale)) {
        await page.goto(resultsUrl(locale, q));
        const links = page.locator(".search-results > li h3 a");
        await expect(links.first()).toBeVisible();
        const top = (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).slice(0, 3);
        expect(
          top.some((href) => wanted.includes(href ?? "")),
          `${q}: ${top.join(" ")}`,
        ).toBe(true);
      }
    });
  }
});
