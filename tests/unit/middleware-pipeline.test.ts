import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import middleware, { config } from "@/middleware";
import { firstAnswer } from "@/lib/middleware/step";

const event = {} as never;
const run = (path: string, method = "GET") => middleware(new NextRequest(`http://site.test${path}`, { method }), event);

describe("firstAnswer", () => {
  it("returns the first step's answer and runs no step after it", async () => {
    const seen: string[] = [];
    const answer = new Response("b");
    const result = await firstAnswer(
      [() => void seen.push("a"), async () => (seen.push("b"), answer), () => (seen.push("c"), new Response("c"))],
      new NextRequest("http://site.test/"),
      event,
    );
    expect(result).toBe(answer);
    expect(seen).toEqual(["a", "b"]);
  });
});

describe("middleware", () => {
  it("routes what no step answers through next-intl; a static page keeps the policy stored with it", async () => {
    const response = await run("/en/Law/act");
    expect(response.headers.get("x-middleware-rewrite") ?? response.headers.get("x-middleware-next")).toBeTruthy();
    // scripts/csp/hash-pages.ts stores the page's policy; a second one from here would apply too and block its scripts.
    expect(response.headers.get("Content-Security-Policy")).toBeNull();
    expect((await run("/wp-login.php")).headers.get("Content-Security-Policy")).toBeNull(); // the static 404 page
  });

  it("gives a page rendered per request a fresh nonce, in its answer and in the request Next renders", async () => {
    const first = await run("/en/search");
    const policy = first.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'sha256-/);
    expect(policy.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe");
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    const second = (await run("/en/search")).headers.get("Content-Security-Policy");
    expect(second).not.toBe(policy);
  });

  it("never repeats a CSP header the client sent", async () => {
    const request = (path: string) =>
      middleware(new NextRequest(`http://site.test${path}`, { headers: { "content-security-policy": "x" } }), event);
    expect((await request("/Law/act")).headers.get("x-middleware-request-content-security-policy")).toBeNull();
    expect((await request("/search")).headers.get("x-middleware-request-content-security-policy")).not.toBe("x");
  });

  it("gives files and the middleware's own answers the strictest policy, and leaves the API's to next.config", async () => {
    expect((await run("/icon.svg")).headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect((await run("/Law/act", "POST")).headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const redirect = await run("/th/Law/act");
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const api = await run("/api/search?q=credit&locale=th");
    expect(api.headers.get("x-middleware-next")).toBe("1");
    expect(api.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("runs the steps in order: a redirect before the method check, the 404 after it", async () => {
    expect((await run("/law/act", "POST")).status).toBe(308);
    expect((await run("/no-such-page", "POST")).status).toBe(405);
    expect((await run("/no-such-page")).status).toBe(404);
  });
});

describe("the matcher", () => {
  const matches = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://site.test${path}` });

  it("sends every page path, the files served by name and the search API", () => {
    for (const path of [
      "/",
      "/en",
      "/Law/act",
      "/th/Law/act",
      "/wp-login.php",
      "/feed.xml",
      "/icon.svg",
      "/api/search",
    ])
      expect(matches(path), path).toBe(true);
  });

  it("sends no other API path and nothing of Next's: their methods and encoding are the front's to check", () => {
    for (const path of [
      "/api",
      "/api/og/th",
      "/api/health",
      "/api/file/pdf/document/a.pdf",
      "/api/feedback",
      "/api/search%E0%B8",
      "/_next/static/%E0%B8",
      "/_next/static/chunks/a.js",
    ])
      expect(matches(path), path).toBe(false);
  });
});
