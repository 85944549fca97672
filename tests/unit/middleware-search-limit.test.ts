import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { LIMITS } from "@/lib/cache/rate-limit";
import { searchApiLimit, searchLimit } from "@/lib/middleware/search-limit";
import { COUNT_SEARCH, type SearchCounter } from "@/lib/search/edge-counter";

const search = (query: string, ip: string) =>
  new NextRequest(`http://site.test${query}`, { headers: { "x-forwarded-for": ip } });

describe("searchLimit step", () => {
  it("passes the plain search page and other pages on", async () => {
    expect(await searchLimit(search("/search", "192.0.2.1"))).toBeUndefined();
    expect(await searchLimit(search("/search?q=%20", "192.0.2.1"))).toBeUndefined();
    expect(await searchLimit(search("/Law/act?q=x", "192.0.2.1"))).toBeUndefined();
  });

  it("answers a query the API would refuse with a 400 (the page still renders)", async () => {
    const response = await searchLimit(search(`/search?q=${"a".repeat(101)}`, "192.0.2.2"));
    expect(response?.status).toBe(400);
    // next-intl's routing headers: the page of the default language still renders the results page.
    expect(new URL(response?.headers.get("x-middleware-rewrite") ?? "").pathname).toBe("/th/search");
    expect(await searchLimit(search(`/search?q=${"a".repeat(100)}`, "192.0.2.2"))).toBeUndefined();
  });

  it("over the per-client budget, renders the page without the query with a 429", async () => {
    for (let i = 0; i < LIMITS.search.limit; i++)
      expect(await searchLimit(search("/search?q=credit", "192.0.2.3"))).toBeUndefined();
    const response = await searchLimit(search("/en/search?q=credit", "192.0.2.3"));
    expect(response?.status).toBe(429);
    expect(response?.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(response?.headers.get("Cache-Control")).toBe("no-store");
    const to = new URL(response?.headers.get("x-middleware-rewrite") ?? "");
    expect(`${to.pathname}${to.search}`).toBe("/en/search?limited=1");
    // Another client still has its budget.
    expect(await searchLimit(search("/search?q=credit", "192.0.2.4"))).toBeUndefined();
  });
});

describe("one search budget for the results page and the API", () => {
  it("counts both in one counter per client: the 61st search, on either, is refused", async () => {
    const ip = "192.0.2.60";
    for (let i = 0; i < LIMITS.search.limit; i++) {
      const answer =
        i % 2 === 0
          ? await searchLimit(search("/search?q=credit", ip))
          : await searchApiLimit(search("/api/search?q=credit&locale=th", ip));
      expect(answer, `search ${i + 1}`).toBeUndefined();
    }
    const api = await searchApiLimit(search("/api/search?q=credit&locale=th", ip));
    expect(api?.status).toBe(429);
    expect(await api?.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect((await searchLimit(search("/en/search?q=credit", ip)))?.status).toBe(429);
  });

  it("leaves a query the API refuses to the API's own 400, uncounted", async () => {
    const ip = "192.0.2.61";
    for (let i = 0; i < LIMITS.search.limit + 5; i++)
      expect(await searchApiLimit(search(`/api/search?q=${"a".repeat(101)}`, ip))).toBeUndefined();
    expect(await searchApiLimit(search("/api/search?q=credit", ip))).toBeUndefined();
  });
});

describe("the counter handed to the Worker's front", () => {
  const shared = globalThis as { [COUNT_SEARCH]?: SearchCounter };

  it("is published once a search has been counted, and spends the same client's budget", async () => {
    // The module as an isolate first loads it: nothing is handed over before the middleware has counted a search.
    delete shared[COUNT_SEARCH];
    vi.resetModules();
    const { searchApiLimit } = await import("@/lib/middleware/search-limit");
    expect(shared[COUNT_SEARCH]).toBeUndefined();
    const ip = "192.0.2.70";
    // A query the API refuses is not counted, so it hands nothing over.
    expect(await searchApiLimit(search(`/api/search?q=${"a".repeat(101)}`, ip))).toBeUndefined();
    expect(shared[COUNT_SEARCH]).toBeUndefined();
    expect(await searchApiLimit(search("/api/search?q=credit", ip))).toBeUndefined();
    const count = shared[COUNT_SEARCH];
    expect(count).toBeTypeOf("function");
    const headers = new Headers({ "x-forwarded-for": ip });
    for (let i = 1; i < LIMITS.search.limit; i++) expect(await count!(headers), `search ${i + 1}`).toBe(true);
    expect(await count!(headers), "the 61st").toBe(false);
    expect((await searchApiLimit(search("/api/search?q=credit", ip)))?.status).toBe(429);
    expect(await count!(new Headers({ "x-forwarded-for": "192.0.2.71" })), "another client").toBe(true);
  });
});
