import { edgeURL } from "../../playwright.edge.config";
import { expect, test } from "../e2e/fixtures";
import { rawLine, rawRequest } from "../support/raw-http";
import { expectSearchBudgetSpentAt61 } from "../support/search-budget";
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
  // This Worker reads the client from X-Forwarded-For (no CLIENT_IP_HEADER in the local test environment).
  test.setTimeout(120_000);
  await expectSearchBudgetSpentAt61(request, 81);
});
