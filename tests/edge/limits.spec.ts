import { edgeURL } from "../../playwright.edge.config";
import { expect, test } from "../e2e/fixtures";
import { rawLine, rawRequest } from "../support/raw-http";
import { expectSignOutReturnsOnSite } from "../support/staff-auth";

/*
 * The guards that do not depend on nginx, on workerd: where sign-out may return to, server-action posts and TRACE
 * refused by the middleware, and the search budget shared by the results page and the API. (A body sent slowly is
 * cut by the platform in front, Cloudflare here and nginx at home: docs/edge.md.)
 */
const port = Number(new URL(edgeURL).port);

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

test("61 searches across the results page and the API hit 429 at the 61st", async ({ request }) => {
  // The budget is 60 per client per 10 s. Each attempt is a client of its own (TEST-NET-2 in X-Forwarded-For, which
  // this Worker reads without CLIENT_IP_HEADER), so earlier specs' searches do not count; an attempt slower than one
  // window proves nothing either way and is repeated.
  test.setTimeout(120_000);
  for (let attempt = 1; attempt <= 4; attempt++) {
    const headers = { "X-Forwarded-For": `198.51.100.${80 + attempt}` };
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const path = i % 2 === 0 ? `/api/search?q=credit${i}` : `/en/search?q=credit${i}`;
      statuses.push((await request.get(path, { headers })).status());
    }
    if (Date.now() - started >= 10_000) continue;
    expect(
      statuses.slice(0, 60).every((s) => s === 200),
      `the first 60: ${statuses.join(" ")}`,
    ).toBe(true);
    expect(statuses[60], "the 61st search (on the API)").toBe(429);
    expect((await request.get("/en/search?q=again", { headers })).status()).toBe(429);
    return;
  }
  throw new Error("no attempt ran within one budget window: the machine is too busy to tell");
});
