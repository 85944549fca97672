import { join } from "node:path";
import { readCollection } from "@/lib/content/collection-source";
import { edgeURL } from "../../playwright.edge.config";
import { expect, test } from "../e2e/fixtures";

/*
 * What the Worker answers besides pages: search (API and page), the files (sitemap, robots, feeds, the appeal form,
 * social cards), the feedback API, and the notifications and rulings collections.
 */

/** Width and height from a PNG's IHDR chunk; none when the bytes are not a PNG. */
function pngSize(bytes: Buffer): number[] {
  return bytes.subarray(1, 4).toString("latin1") === "PNG" ? [bytes.readUInt32BE(16), bytes.readUInt32BE(20)] : [];
}

test("the search API finds a page in each language", async ({ request }) => {
  for (const [locale, q, url] of [
    ["th", "เก็บข้อมูลกี่ปี", "/Public/CollectionPeriod"],
    ["en", "appeal", "/en/Public/Appealprocess"],
  ]) {
    const response = await request.get(`/api/search?locale=${locale}&q=${encodeURIComponent(q)}`);
    expect(response.status(), q).toBe(200);
    const body = (await response.json()) as { results?: { url: string }[] };
    expect(
      (body.results ?? []).map((r) => r.url),
      q,
    ).toContain(url);
  }
  const list = await request.get("/api/file/json/search.json?locale=en");
  expect(list.status()).toBe(200);
  expect(((await list.json()) as unknown[]).length).toBeGreaterThan(0);
});

test("the search page answers in its language with the results", async ({ request }) => {
  for (const [prefix, q, lang] of [
    ["", "อุทธรณ์", "th"],
    ["/en", "appeal", "en"],
  ]) {
    const response = await request.get(`${prefix}/search?q=${encodeURIComponent(q)}`);
    expect(response.status(), q).toBe(200);
    const html = await response.text();
    expect(html, q).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));
    expect(html, q).toContain("Appealprocess");
  }
});

test("social cards are 1200x630 PNGs; a path with no card gets the API's JSON 404", async ({ request }) => {
  for (const path of ["/api/og/th", "/api/og/en/Public/Appealprocess"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(pngSize(await response.body()), path).toEqual([1200, 630]);
  }
  // The card route's code is not in the Worker (prerendered, left out of its trace): an unknown path must still get
  // the API's JSON 404, not a failure to load that code.
  const noCard = await request.get("/api/og/th/NoSuchPage");
  expect(noCard.status()).toBe(404);
  expect(noCard.headers()["content-type"]).toMatch(/^application\/json/);
});

test("sitemap, robots and both feeds name the build's origin", async ({ request }) => {
  expect((await request.head("/sitemap.xml")).status()).toBe(200);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("<urlset");
  expect(await sitemap.text()).toContain(`${edgeURL}/en/AboutUs`);
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${edgeURL}/sitemap.xml`);
  for (const path of ["/feed.xml", "/en/feed.xml"]) {
    const feed = await request.get(path);
    expect(feed.status(), path).toBe(200);
    expect(await feed.text(), path).toContain(`<id>${edgeURL}${path}</id>`);
  }
});

test("the appeal form is a PDF", async ({ request }) => {
  const pdf = await request.get("/api/file/pdf/document/appeal-form-credit-information-protection-committee.pdf");
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("the feedback API takes a vote and refuses a truncated body", async ({ request }) => {
  const headers = { "Content-Type": "application/json", Origin: edgeURL };
  const vote = await request.post("/api/feedback", {
    headers,
    data: JSON.stringify({ path: "/AboutUs", locale: "th", useful: true }),
  });
  expect(vote.status(), await vote.text()).toBe(201);
  const truncated = await request.post("/api/feedback", { headers, data: '{"path":"/AboutUs","loc' });
  expect(truncated.status()).toBeGreaterThanOrEqual(400);
  expect(truncated.status()).toBeLessThan(500);
});

test.describe("notifications and rulings", () => {
  const content = join(process.cwd(), process.env.CONTENT_DIR ?? "content");
  const notifications = readCollection(content, "notifications", "en");
  const item = notifications[0];
  const ruling = readCollection(content, "rulings", "th")[0];

  test("a list, an item in each language and a ruling show their titles", async ({ request }) => {
    for (const [path, title] of [
      ["/Law/Notification", readCollection(content, "notifications", "th")[0].title],
      [`/en${item.path}`, item.title],
      [ruling.path, ruling.title],
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      // The page's text, not its markup: Thai words kept whole are wrapped in spans of their own.
      expect((await response.text()).replace(/<[^>]*>/g, ""), path).toContain(title);
    }
  });

  test("page 2 exists once a list has more than 20 items; a bad ?page goes to the first", async ({ request }) => {
    // Today's content has fewer: page 2 is the 404 page; the 10x fixture (CONTENT_DIR) has more.
    const page2 = await request.get("/en/Law/Notification/page/2");
    expect(page2.status(), `${notifications.length} items`).toBe(notifications.length > 20 ? 200 : 404);
    expect((await request.get("/Law/Notification?page=abc", { maxRedirects: 0 })).status()).toBe(307);
  });

  test("an item has its social card, its feed entry and its sitemap entry", async ({ request }) => {
    const card = await request.get(`/api/og/en${item.path}`);
    expect(card.status()).toBe(200);
    expect(pngSize(await card.body())[0]).toBe(1200);
    expect(await (await request.get("/en/feed.xml")).text()).toContain(`<id>${edgeURL}/en${item.path}</id>`);
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`<loc>${edgeURL}${ruling.path}</loc>`);
  });
});
