import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import middleware from "@/middleware";
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
  it("routes what no step answers through next-intl, with the page CSP", async () => {
    const response = await run("/en/Law/act");
    expect(response.headers.get("x-middleware-rewrite") ?? response.headers.get("x-middleware-next")).toBeTruthy();
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src");
  });

  it("sets the page CSP on step answers too, but not on the API's", async () => {
    expect((await run("/wp-login.php")).headers.get("Content-Security-Policy")).toContain("default-src");
    expect((await run("/th/Law/act")).status).toBe(308);
    const api = await run("/api/og/th", "POST");
    expect(api.status).toBe(405);
    expect(api.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("runs the steps in order: a redirect before the method check, the 404 after it", async () => {
    expect((await run("/law/act", "POST")).status).toBe(308);
    expect((await run("/no-such-page", "POST")).status).toBe(405);
    expect((await run("/no-such-page")).status).toBe(404);
  });
});
