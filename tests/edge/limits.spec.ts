import { edgeURL } from "../../playwright.edge.config";
import { expect, test } from "../e2e/fixtures";
import { rawLine, rawRequest } from "../support/raw-http";
import { expectSearchBudgetSpentAt61 } from "../support/search-budget";
import { expectSignOutReturnsOnSite } from "../support/staff-auth";

/*
 * The guards that do not depend on nginx, on workerd: where sign-out may return to, server-action posts and TRACE
 * refused by the middleware, what the Worker's front refuses as nginx does at home (lib/http/front-refusals.ts), and
 * the search budget shared by the results page and the API. (A body sent slowly is cut by the platform in front,
 * Cloudflare here and nginx at home: docs/edge.md.)
 */
const port = Number(new URL(edgeURL).port);
const raw = (method: string, target: string) => rawRequest(port, rawLine(method, target, [`Host: localhost:${port}`]));
const PDF = "/api/file/pdf/document/appeal-form-credit-information-protection-committee.pdf";

test("sign-out's `from` only ever returns to this site's public pages", async ({ request }) => {
  await expectSignOutReturnsOnSite(request, edgeURL);
});

test("a server-action post to a page is refused with a 4xx, and so is TRACE", async ({ request }) => {
  const action = await request.post("/staff/sign-in", {
    headers: { "Next-Action": "7f" + "0".repeat(40) },
    multipart: { "1_$ACTION_ID_x": "", locale: "th" },
    maxRedirects: 0,
  });
  expect(action.status()).toBe(405);
  // fetch() will not send TRACE: the request is written on a socket.
  const trace = await rawRequest(port, rawLine("TRACE", "/", [`Host: localhost:${port}`, "X-Secret: echo-me"]));
  expect(trace.status).toBeGreaterThanOrEqual(400);
  expect(trace.status).toBeLessThan(500);
  expect(trace.body).not.toContain("echo-me");
});

test("a path under /api or /_next that does not decode is a JSON 400 from the front; a page path, its 404 page", async () => {
  for (const target of ["/api/search%E0%B8?q=a", "/api/%ZZ", "/_next/static/%E0%B8", "/_next/%C0%AF"]) {
    const answer = await raw("GET", target);
    expect(answer.status, target).toBe(400);
    expect(JSON.parse(answer.body), target).toEqual({ error: { code: "bad_path", message: expect.any(String) } });
  }
  const page = await raw("GET", "/en/staff/%E0%B8");
  expect(page.status).toBe(404);
  expect(page.body).toMatch(/<html[^>]*\blang="en"/);
});

test("files served by name answer GET and HEAD only: 405 for any other method", async () => {
  // Next's file routes and the social cards: the Worker's front, in the API's JSON shape with its Allow.
  for (const [method, target] of [
    ["POST", "/feed.xml"],
    ["PUT", "/en/feed.xml"],
    ["DELETE", "/sitemap.xml"],
    ["POST", "/robots.txt"],
    ["POST", "/api/og/th"],
  ]) {
    const answer = await raw(method, target);
    expect(answer.status, `${method} ${target}`).toBe(405);
    expect(answer.headers.allow, `${method} ${target}`).toBe("GET, HEAD");
    expect(JSON.parse(answer.body).error.code, `${method} ${target}`).toBe("method_not_allowed");
  }
  // public/'s files are the platform's static assets, answered before the Worker runs; the health check its route's.
  for (const [method, target] of [
    ["POST", "/icon.svg"],
    ["PUT", PDF],
    ["DELETE", "/api/health"],
  ])
    expect((await raw(method, target)).status, `${method} ${target}`).toBe(405);
  expect((await raw("GET", "/feed.xml")).status).toBe(200);
});

test("61 searches across the results page and the API hit 429 at the 61st", async ({ request }) => {
  // This Worker reads the client from X-Forwarded-For (no CLIENT_IP_HEADER in the local test environment).
  test.setTimeout(120_000);
  await expectSearchBudgetSpentAt61(request, 81);
});
