import { MAX_QUERY_LENGTH } from "@/lib/search/params";
import { truth } from "../support/search-truth";
import { expect, test } from "./fixtures";

/** Search that understands Thai, served from the edge; the header panel of spec section 2. */

const STRINGS = {
  th: {
    prefix: "",
    toggle: "ค้นหา",
    placeholder: "ค้นหาคำที่ต้องการ",
    query: "เก็บข้อมูลกี่ปี",
    expected: /^\/Public\/CollectionPeriod$/,
  },
  // "appeal" is answered by the appeal section: its start page, the process page or its helper ("Appeal helper").
  en: {
    prefix: "/en",
    toggle: "Search",
    placeholder: "Enter keyword to search",
    query: "APPEAL",
    expected: /^\/en\/Public\/(AppealStart|Appealprocess(\/Helper)?)$/,
  },
} as const;

test.describe("search API", () => {
  // An appeal question is answered first by the appeal's start page, or by the process page it leads to.
  for (const [q, url] of [
    ["เก็บข้อมูลกี่ปี", "/Public/CollectionPeriod"],
    ["ยื่นอุทธรณ์ต่อคณะกรรมการ", "/Public/AppealStart|/Public/Appealprocess"],
  ]) {
    test(`finds ${url} for the Thai question "${q}" typed without spaces`, async ({ request }) => {
      const response = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(response.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
      expect(response.headers()["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
      const body = await response.json();
      expect(body).toMatchObject({ query: q, locale: "th" });
      expect(url.split("|")).toContain(body.results[0].url);
      expect(Object.keys(body.results[0]).sort()).toEqual(["description", "image", "place", "snippet", "title", "url"]);
      expect(body.total).toBe(truth("th", q).total);
      expect(body.page).toBe(1);
      expect(body.results[0].snippet).toContain("<mark>");
    });
  }

  test("matches English in any case, and limits the answer", async ({ request }) => {
    for (const q of ["how long is credit data kept", "HOW LONG IS CREDIT DATA KEPT", "How Long Is Credit Data Kept"]) {
      const body = await (await request.get(`/api/search?locale=en&q=${encodeURIComponent(q)}`)).json();
      expect(body.results[0].url, q).toBe("/en/Public/CollectionPeriod");
    }
    const body = await (await request.get("/api/search?locale=en&q=credit&limit=3")).json();
    expect(body.results).toHaveLength(3);
  });

  test("finds the credit bureau by any of its names", async ({ request }) => {
    for (const q of ["NCB", "ncb", "เครดิตบูโร", "บริษัทข้อมูลเครดิต"]) {
      const body = await (await request.get(`/api/search?q=${encodeURIComponent(q)}`)).json();
      const urls = body.results.slice(0, 5).map((r: { url: string }) => r.url);
      expect(
        urls.some((u: string) =>
          ["/AboutUs/ThailankCreditBureauSystem", "/Public/BasicIntormation", "/Public/Glossary"].includes(u),
        ),
        q,
      ).toBe(true);
    }
  });

  for (const [query, code] of [
    ["", "missing_query"],
    ["q=", "empty_query"],
    ["q=%20%20%20", "empty_query"],
    [`q=${"ก".repeat(101)}`, "query_too_long"],
    ["q=a%00b", "invalid_query"],
    ["q=a&locale=fr", "invalid_locale"],
    ["q=a&limit=0", "invalid_limit"],
    ["q=a&limit=21", "invalid_limit"],
    ["q=a&limit=ten", "invalid_limit"],
    ["q=a&page=0", "invalid_page"],
    ["q=a&page=2.5", "invalid_page"],
    ["q=a&%3Cscript%3E=1", "unknown_parameter"],
    ["q=a&q=b", "duplicate_parameter"],
  ]) {
    test(`answers 400 ${code} for "${query.slice(0, 30)}"`, async ({ request }) => {
      const response = await request.get(`/api/search?${query}`);
      expect(response.status()).toBe(400);
      expect(response.headers()["content-type"]).toContain("application/json");
      const body = await response.json();
      expect(body.error.code).toBe(code);
      expect(body.error.message).toEqual(expect.any(String));
      expect(JSON.stringify(body)).not.toContain("<script>");
    });
  }

  test("rate-limits a client with 429, Retry-After and a JSON error", async ({ request }) => {
    // Its own client address (TEST-NET-3), so the other tests keep their allowance.
    const headers = { "x-forwarded-for": "203.0.113.99" };
    let response = await request.get("/api/search?q=a", { headers });
    for (let i = 0; i < 80 && response.status() === 200; i++)
      response = await request.get(`/api/search?q=a${i}`, { headers });
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect((await response.json()).error.code).toBe("rate_limited");
  });

  test("treats hostile input as text: JSON, never HTML, never a 5xx", async ({ request }) => {
    for (const q of [
      "<script>alert(1)</script>",
      "' OR 1=1 --",
      "%E0%A4%A",
      "\u202Eevil",
      "ก\u0E31\u0E31\u0E31\u0E31",
    ]) {
      const response = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.status(), q).toBeLessThan(500);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.text()).not.toContain("<script>");
    }
  });
});

test.describe("legacy search list", () => {
  test("GET /api/file/json/search.json lists every page in Thai, or English with locale=en", async ({ request }) => {
    for (const [query, prefix] of [
      ["", "/"],
      ["?locale=th", "/"],
      ["?locale=en", "/en"],
    ]) {
      const response = await request.get(`/api/file/json/search.json${query}`);
      expect(response.status()).toBe(200);
      const items = await response.json();
      expect(items.length).toBeGreaterThanOrEqual(28);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(["description", "image", "title", "url"]);
        expect(typeof item.image).toBe("string");
        expect(item.url.startsWith(prefix)).toBe(true);
      }
      expect(items.map((i: { url: string }) => i.url)).toContain(
        `${prefix === "/" ? "" : prefix}/Public/Appealprocess`,
      );
    }
    expect((await request.get("/api/file/json/search.json?locale=xx")).status()).toBe(400);
  });
});

test.describe("results page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, s] of Object.entries(STRINGS)) {
    test(`${locale}: the header form submits to the results page, which lists and marks matches`, async ({ page }) => {
      await page.goto(`${s.prefix}/`);
      const input = page.locator(".site-header input[name=q]");
      await expect(page.locator(".site-header .search-toggle")).toBeHidden();
      await expect(input).toHaveAttribute("placeholder", s.placeholder);
      await expect(input).toHaveAttribute("maxlength", String(MAX_QUERY_LENGTH));
      await input.fill(s.query);
      await input.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${s.prefix}/search\\?q=`));
      const first = page.locator(".search-results li").first();
      await expect(first.getByRole("link")).toHaveAttribute("href", s.expected);
      await expect(first.locator("mark").first()).toBeVisible();
      await expect(page.locator("#search-page-q")).toHaveValue(s.query);
    });

    test(`${locale}: no results and too-long input get a clear message`, async ({ page }) => {
      await page.goto(`${s.prefix}/search?q=zzqxwv`);
      await expect(page.locator(".search-empty h2")).toContainText("zzqxwv");
      await page.goto(`${s.prefix}/search?q=${"a".repeat(120)}`);
      await expect(page.getByRole("alert")).toContainText("100");
      await page.goto(`${s.prefix}/search`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.toggle);
    });
  }
});

// The header panel's behaviour (live results, the count, keyboard, errors) is tested beside it, against the real route
// handler (components/search/SearchPanel.test.tsx); its layout on a phone in search-results.spec.ts.
test.describe("search from the 404 page", () => {
  // The 404 page renders its body after hydration here (Next streams a dynamic notFound()), so this one runs with JS.
  test("the 404 page's search form still goes to the results page", async ({ page }) => {
    await page.goto("/en/no-such-page");
    await page.locator("#search-not-found").fill("appeal");
    await page.locator("#search-not-found").press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?q=appeal/);
    await expect(page.locator(".search-results li").first()).toBeVisible();
  });
});
