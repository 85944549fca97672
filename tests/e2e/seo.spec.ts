import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { load } from "cheerio";
import ogs from "open-graph-scraper";
import { COLLECTION_NAMES } from "@/lib/content/collection-schema";
import { readCollection } from "@/lib/content/collection-source";
import { parsePage } from "@/lib/content/parse";
import { localePrefix, localizedPath, type Locale } from "@/i18n/locales";
import { contentSlug, routes, trailOf } from "@/lib/routes";
import { expect, locales, test } from "./fixtures";

/*
 * What crawlers and link previews see. Pages are read as a crawler reads them: the HTML as served, no
 * JavaScript, Open Graph and Twitter tags parsed by open-graph-scraper. URLs in the head are built from SITE_URL at
 * build time, so the tests learn that origin from the home page and fetch every URL's path from the test server.
 */
test.use({ javaScriptEnabled: false });

const href = localizedPath;
const frontmatter = (locale: Locale, path: string) => {
  const file = join(process.cwd(), "content", locale, `${contentSlug(path)}.md`);
  return parsePage(readFileSync(file, "utf8"), file);
};
const json = (file: string) => JSON.parse(readFileSync(join(process.cwd(), "content", "data", file), "utf8"));

async function siteOrigin(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/")).text();
  const { result } = await ogs({ html });
  return new URL(result.ogUrl!).origin;
}

/** The path and query of an absolute URL on the site origin, to fetch from the test server. */
function onSite(url: string, origin: string): string {
  const parsed = new URL(url); // throws on a relative URL
  expect(parsed.origin, url).toBe(origin);
  return parsed.pathname + parsed.search;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The structured data blocks of a page's server HTML. */
function jsonLd(html: string): Record<string, unknown>[] {
  const $ = load(html);
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()));
}

for (const { locale } of locales) {
  test.describe(`page heads in ${locale}`, () => {
    for (const entry of routes) {
      const url = href(locale, entry.path);
      test(`${url}: title, description, Open Graph, Twitter, canonical, hreflang, feed, JSON-LD, card`, async ({
        request,
      }) => {
        const origin = await siteOrigin(request);
        const { frontmatter: fm, segments } = frontmatter(locale, entry.path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        const { result: og, error } = await ogs({ html });
        expect(error).toBe(false);

        // Compared as parsed URLs: Next writes the root without its slash in some tags ("http://host").
        const canonical = new URL(url, origin).href;
        const same = (value: string | undefined) => value && new URL(value).href;
        expect(og.ogTitle).toBe(fm.title);
        expect(og.ogDescription).toBe(fm.description);
        expect(same(og.ogUrl)).toBe(canonical);
        expect(og.ogType).toBe("website");
        expect(og.ogLocale).toBe(locale === "th" ? "th_TH" : "en_GB");
        expect(og.twitterCard).toBe("summary_large_image");
        expect(og.twitterTitle).toBe(fm.title);
        expect(og.twitterDescription).toBe(fm.description);
        expect(same(og.twitterUrl)).toBe(canonical);

        // One card, the same for Open Graph and Twitter, declared 1200x630 PNG, and really that when fetched.
        expect(og.ogImage).toHaveLength(1);
        const image = og.ogImage![0];
        // open-graph-scraper hands og:image:width and height back as the strings it read.
        expect({ width: Number(image.width), height: Number(image.height), type: image.type }).toEqual({
          width: 1200,
          height: 630,
          type: "image/png",
        });
        expect(image.alt).toContain(fm.title);
        expect(og.twitterImage?.map((i) => i.url)).toEqual([image.url]);
        const imagePath = onSite(image.url, origin);
        expect(imagePath).toMatch(new RegExp(`^/api/og/${locale}${entry.path === "/" ? "" : entry.path}\\?v=\\w+$`));
        const png = await request.get(imagePath);
        expect(png.status(), imagePath).toBe(200);
        expect(png.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });

        // The rest of the head, from the same HTML as a crawler parses it without running scripts.
        const $ = load(html);
        const suffix = locale === "th" ? "คณะกรรมการคุ้มครองข้อมูลเครดิต" : "Credit Information Protection Committee";
        // One of each, as a browser's strict locators would insist.
        for (const one of ["head > title", 'meta[name="description"]', 'link[rel="canonical"]'])
          expect($(one), one).toHaveLength(1);
        expect($("head > title").text()).toBe(fm.title === suffix ? suffix : `${fm.title} | ${suffix}`);
        expect($('meta[name="description"]').attr("content")).toBe(fm.description);
        expect(same($('link[rel="canonical"]').attr("href"))).toBe(canonical);
        const alternates = Object.fromEntries(
          $("link[rel=alternate][hreflang]")
            .toArray()
            .map((l) => [$(l).attr("hreflang"), new URL($(l).attr("href")!).href]),
        );
        const thai = new URL(entry.path, origin).href;
        const english = new URL(href("en", entry.path), origin).href;
        expect(alternates).toEqual({ th: thai, en: english, "x-default": thai });
        const feed = $('link[rel="alternate"][type="application/atom+xml"]');
        expect(feed).toHaveLength(1);
        expect(feed.attr("href")).toBe(`${origin}${localePrefix(locale)}/feed.xml`);
        expect($('link[rel="icon"]').first().attr("href")).toMatch(/icon\.svg/);

        // Structured data: breadcrumbs everywhere, the organisation on the home page, questions where FAQs show.
        const ld = jsonLd(html);
        const types = ld.map((d) => d["@type"]);
        const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
        expect(crumbs.itemListElement.map((i) => i.item)).toEqual(
          trailOf(entry.path).map((e) => `${origin}${href(locale, e.path)}`),
        );
        expect(types.includes("GovernmentOrganization")).toBe(entry.path === "/");
        const sets = segments.flatMap((s) => (s.kind === "block" && s.block.name === "faq" ? [s.block.set] : []));
        const faq = ld.find((d) => d["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
        if (sets.length === 0) expect(faq).toBeUndefined();
        else expect(faq?.mainEntity).toHaveLength(sets.flatMap((set) => json(`faq-${set}.json`)).length);
      });
    }
  });
}

test("the home page describes the committee as a GovernmentOrganization", async ({ request }) => {
  const origin = await siteOrigin(request);
  for (const { locale, prefix } of locales) {
    const org = jsonLd(await (await request.get(prefix || "/")).text()).find(
      (d) => d["@type"] === "GovernmentOrganization",
    );
    const contacts = json("contacts.json");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      name: contacts.name[locale],
      url: `${origin}${prefix || "/"}`,
      logo: `${origin}/icon.svg`,
    });
  }
});

test("a card is the same file on every request: prerendered at build time", async ({ request }) => {
  const first = await request.get("/api/og/th/Public/FAQ");
  const second = await request.get("/api/og/th/Public/FAQ");
  expect(first.status()).toBe(200);
  expect((await first.body()).equals(await second.body())).toBe(true);
  // Shared caches keep it until the next deploy; the og:image URL's ?v= changes when the card does.
  expect(first.headers()["cache-control"]).toContain("s-maxage=31536000");
  expect((await request.get("/api/og/th/NoSuchPage")).status()).toBe(404);
  expect((await request.get("/api/og/fr/Law")).status()).toBe(404);
});

test("sitemap.xml lists every page in both languages with alternates and content dates", async ({ page, request }) => {
  const origin = await siteOrigin(request);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  await page.goto("about:blank");
  const entries = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("sitemap.xml is not well-formed XML");
      return [...doc.getElementsByTagName("url")].map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent,
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent,
        alternates: Object.fromEntries(
          [...url.getElementsByTagName("xhtml:link")].map((l) => [
            l.getAttribute("hreflang"),
            new URL(l.getAttribute("href")!).href,
          ]),
        ),
      }));
    },
    await response.text(),
  );

  // Every registry page, then each notification's and ruling's own page.
  const items = locales.flatMap(({ locale }) =>
    COLLECTION_NAMES.flatMap((name) => readCollection(join(process.cwd(), "content"), name, locale)),
  );
  expect(entries).toHaveLength(routes.length * 2 + items.length);
  for (const item of items) {
    const loc = new URL(href(item.locale, item.path), origin).href;
    const found = entries.find((e) => new URL(e.loc!).href === loc);
    expect(found?.alternates.en, loc).toBe(new URL(href("en", item.path), origin).href);
    if (item.date) expect(found!.lastmod?.slice(0, 10), loc).toBe(item.date.padEnd(10, "-01").slice(0, 10));
  }
  for (const { locale } of locales) {
    for (const entry of routes) {
      const loc = new URL(href(locale, entry.path), origin).href;
      const found = entries.find((e) => new URL(e.loc!).href === loc);
      expect(found, loc).toBeDefined();
      expect(found!.lastmod?.slice(0, 10), loc).toBe(frontmatter(locale, entry.path).frontmatter.updated);
      expect(found!.alternates, loc).toEqual({
        th: new URL(entry.path, origin).href,
        en: new URL(href("en", entry.path), origin).href,
        "x-default": new URL(entry.path, origin).href,
      });
    }
  }
});

test("robots.txt allows pages and cards, keeps crawlers out of the API, and points at the sitemap", async ({
  request,
}) => {
  const origin = await siteOrigin(request);
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split("\n").map((l) => l.trim());
  expect(lines).toContain("User-Agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain("Allow: /api/og/");
  expect(lines).toContain("Disallow: /api/");
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

for (const { locale, prefix } of locales) {
  test(`the ${locale} Atom feed has every notification, newest first`, async ({ page, request }) => {
    const origin = await siteOrigin(request);
    const response = await request.get(`${prefix}/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    await page.goto("about:blank");
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        if (doc.querySelector("parsererror")) throw new Error("the feed is not well-formed XML");
        const root = doc.documentElement;
        const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? "";
        return {
          ns: root.namespaceURI,
          lang: root.getAttribute("xml:lang"),
          self: root.querySelector(":scope > link[rel=self]")?.getAttribute("href"),
          page: root.querySelector(":scope > link[rel=alternate]")?.getAttribute("href"),
          entries: [...root.getElementsByTagName("entry")].map((e) => ({
            id: text(e, "id"),
            title: text(e, "title"),
            updated: text(e, "updated"),
            link: e.getElementsByTagName("link")[0]?.getAttribute("href"),
          })),
        };
      },
      await response.text(),
    );

    // Every notification and ruling, each linking to its own page.
    const items = COLLECTION_NAMES.flatMap((name) => readCollection(join(process.cwd(), "content"), name, locale));
    const pageUrl = `${origin}${prefix}/Law/Notification`;
    expect(feed).toMatchObject({
      ns: "http://www.w3.org/2005/Atom",
      lang: locale,
      self: `${origin}${prefix}/feed.xml`,
      page: pageUrl,
    });
    expect(feed.entries).toHaveLength(items.length);
    const dates = feed.entries.map((e) => e.updated);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of items) {
      const entry = feed.entries.find((e) => e.id === `${origin}${href(locale, item.path)}`);
      expect(entry?.title, item.slug).toBe(item.title);
      expect(entry?.link, item.slug).toBe(entry?.id);
    }
  });
}

test("/th/feed.xml redirects to the one Thai feed, like every /th path", async ({ request }) => {
  const response = await request.get("/th/feed.xml", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location!, "http://x").pathname).toBe("/feed.xml");
});

for (const { locale, query } of [
  { locale: "th" as const, query: "อุทธรณ์" },
  { locale: "en" as const, query: "appeal" },
]) {
  test(`${locale} search results fold into the search page: canonical to it, crawlable`, async ({ request }) => {
    const response = await request.get(`${href(locale, "/search")}?q=${encodeURIComponent(query)}`);
    expect(response.status()).toBe(200);
    const $ = load(await response.text());
    // Absolute, without the query. (The page is rendered per request, so its origin is the server's runtime
    // SITE_URL, which the test server sets; prerendered pages carry the build's.)
    expect($('link[rel="canonical"]')).toHaveLength(1);
    const canonical = new URL($('link[rel="canonical"]').attr("href")!);
    expect(canonical.pathname + canonical.search).toBe(href(locale, "/search"));
    // Nothing may mark the page uncrawlable (Lighthouse's is-crawlable reads the meta tag and the header).
    expect($('meta[name="robots"]')).toHaveLength(0);
    expect(response.headers()["x-robots-tag"]).toBeUndefined();
    // The rest of the head every page has: language alternates, the feed, Open Graph on the same URL.
    expect($('link[rel="alternate"][hreflang]')).toHaveLength(3);
    expect($('link[rel="alternate"][type="application/atom+xml"]')).toHaveLength(1);
    expect($('meta[property="og:url"]').attr("content")).toBe(canonical.href);
  });
}
