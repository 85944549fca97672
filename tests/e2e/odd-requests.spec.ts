import { readdirSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { readPair } from "../../deploy/nginx/pair.mjs";
import { ALLOW } from "../../lib/http/allow";
import { API_CSP, COMMON_HEADERS } from "../../lib/security/headers";
import { rawLine, rawRequest, type RawResponse } from "../support/raw-http";
import { copySessionCookies, expectCopiedSessionRefused, signInAsStaff } from "../support/staff-auth";
import { oidcURL, staffPort, staffURL } from "../support/staff-servers";

/*
 * Requests a browser seldom sends, through nginx in front of `next start`: each gets an answer in the site's shape
 * (its status, its headers, JSON under /api), never a 5xx and never a bare one.
 */

const portOf = (url: string) => Number(new URL(url).port);

/** The headers every answer carries (next.config.ts; nginx's own refusals: scripts/build/nginx-conf.ts). */
function expectSiteHeaders(answer: RawResponse, name: string) {
  for (const { key, value } of COMMON_HEADERS) expect(answer.headers[key.toLowerCase()], `${name}: ${key}`).toBe(value);
}

function expectJsonRefusal(answer: RawResponse, status: number, name: string) {
  expect(answer.status, name).toBe(status);
  expect(answer.headers["content-type"], name).toContain("application/json");
  expect(JSON.parse(answer.body).error.code, name).toBeTruthy();
  expect(answer.headers["content-security-policy"], name).toBe(API_CSP);
  expectSiteHeaders(answer, name);
}

test.describe("Auth.js's own cookies with values it cannot use are treated as absent", () => {
  const cookies = [
    "authjs.callback-url=x",
    "authjs.callback-url=javascript%3Aalert(1)",
    "authjs.csrf-token=x",
    "authjs.pkce.code_verifier=%ZZ",
    "authjs.state=x y",
    "authjs.nonce={}",
    "authjs.session-token=garbage!",
  ];
  const endpoints = [
    "/api/auth/session",
    "/api/auth/csrf",
    "/api/auth/providers",
    "/api/auth/callback/microsoft-entra-id?code=x&state=y",
    "/api/auth/session?callbackUrl=x",
  ];

  test("no endpoint of Auth.js answers 5xx, and the session is none", async ({ request }) => {
    for (const cookie of cookies)
      for (const endpoint of endpoints) {
        const answer = await request.get(`${staffURL}${endpoint}`, { headers: { Cookie: cookie }, maxRedirects: 0 });
        expect(answer.status(), `${cookie} on ${endpoint}`).toBeLessThan(500);
        if (endpoint === "/api/auth/session") expect(await answer.json(), cookie).toBeNull();
      }
    const post = await request.post(`${staffURL}/api/auth/signout`, {
      headers: { Cookie: "authjs.callback-url=x" },
      form: { csrfToken: "x" },
      maxRedirects: 0,
    });
    expect(post.status(), "Auth.js's own sign-out").toBeLessThan(500);
  });

  test("the cookie is expired in the answer, so the browser stops sending it", async ({ request }) => {
    const answer = await request.get(`${staffURL}/api/auth/providers`, {
      headers: { Cookie: "authjs.callback-url=x" },
    });
    const setCookies = answer.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
    expect(setCookies.map((h) => h.value)).toContainEqual(expect.stringMatching(/^authjs\.callback-url=;.*Max-Age=0/));
  });

  test("sign-in starts at the identity provider, and sign-out ends the session, with such a cookie", async ({
    page,
    browser,
  }) => {
    await page.context().addCookies([{ name: "authjs.callback-url", value: "x", url: staffURL }]);
    const start = await page.request.post(`${staffURL}/api/staff/sign-in`, {
      form: { locale: "th" },
      headers: { Origin: staffURL, Cookie: "authjs.callback-url=x" },
      maxRedirects: 0,
    });
    expect(start.status()).toBe(303);
    expect(start.headers().location).toMatch(new RegExp(`^${oidcURL}/authorize\\?`));

    await signInAsStaff(page, "/en");
    const copied = await copySessionCookies(page);
    await page.context().addCookies([{ name: "authjs.callback-url", value: "x", url: staffURL }]);
    const signOut = await page.request.post(`${staffURL}/api/staff/sign-out`, {
      form: { locale: "en", from: "/en/FAQ" },
      headers: { Origin: staffURL },
      maxRedirects: 0,
    });
    expect(signOut.status()).toBeLessThan(400);
    await expectCopiedSessionRefused(browser, copied);
  });
});

/** A URL each route handler of app/api answers, by its folder: every route is asked (the test below checks). */
const ROUTE_URLS: Record<string, [string, string]> = {
  "[[...path]]": ["/api/no-such-endpoint", "404"],
  "appeal-calendar": ["/api/appeal-calendar?letterDate=2026-01-15&locale=th", ALLOW.read],
  "auth/[...nextauth]": ["/api/auth/session", ALLOW.readAndPost],
  feedback: ["/api/feedback", ALLOW.post],
  "feedback/counts": ["/api/feedback/counts", ALLOW.read],
  "file/json/search.json": ["/api/file/json/search.json", ALLOW.read],
  health: ["/api/health", ALLOW.read],
  "health/ready": ["/api/health/ready", ALLOW.read],
  "og/[locale]/[[...slug]]": ["/api/og/th/Law/act", ALLOW.read],
  search: ["/api/search?q=a", ALLOW.read],
  "staff/sign-in": ["/api/staff/sign-in", ALLOW.post],
  "staff/sign-out": ["/api/staff/sign-out", ALLOW.post],
};

test("OPTIONS on every API route names that route's own methods, as its 405 does", async ({ request }) => {
  const folders = readdirSync("app/api", { recursive: true, encoding: "utf8" })
    .filter((f) => /(^|\/)route\.tsx?$/.test(f))
    .map((f) => f.replace(/\/?route\.tsx?$/, ""));
  expect(Object.keys(ROUTE_URLS).sort(), "a URL for every route").toEqual(folders.sort());
  for (const [url, allow] of Object.values(ROUTE_URLS)) {
    for (const origin of [test.info().project.use.baseURL!, staffURL]) {
      const answer = await request.fetch(`${origin}${url}`, { method: "OPTIONS" });
      if (allow === "404") {
        expect(answer.status(), url).toBe(404);
        continue;
      }
      expect(answer.status(), url).toBe(405);
      expect(answer.headers().allow, url).toBe(allow);
      expect(answer.headers()["content-type"], url).toContain("application/json");
    }
  }
});

test("the staff renewal, inside Auth.js's route, names its own list for every method it refuses", async ({
  request,
}) => {
  for (const origin of [test.info().project.use.baseURL!, staffURL]) {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const answer = await request.fetch(`${origin}/api/auth/renew?to=%2Fstaff`, { method, maxRedirects: 0 });
      expect(answer.status(), method).toBe(405);
      expect(answer.headers().allow, method).toBe(ALLOW.read);
    }
  }
});

test("a missing page is the 404 page whatever the conditional headers", async ({ request }) => {
  const conditions: Record<string, string>[] = [
    { "If-None-Match": "*" },
    { "If-None-Match": '"x", *' },
    { "If-Modified-Since": new Date().toUTCString() },
  ];
  for (const headers of conditions) {
    for (const path of ["/no-such-page", "/en/no-such-page", "/Law/Notification/no-such-item"]) {
      const answer = await request.get(path, { headers });
      expect(answer.status(), `${path} ${JSON.stringify(headers)}`).toBe(404);
      expect(await answer.text(), path).toContain("<main");
    }
  }
});

test("a request line with an absolute URI is refused however it is spaced; raw bytes in a path too", async ({
  baseURL,
}) => {
  const port = portOf(baseURL!);
  const lines = [
    "GET  http://evil.example/api/search?q=a HTTP/1.1",
    "GET   http://evil.example/api/search?q=a HTTP/1.1",
    "GET http://evil.example/api/search?q=a  HTTP/1.1",
    "GET  https://evil.example/ HTTP/1.1",
    "GET http://localhost/en/FAQ HTTP/1.1",
    "GET  HTTP://evil.example/ HTTP/1.1",
    "GET /en/FAQ  HTTP/1.1",
  ];
  for (const line of lines) {
    const answer = await rawRequest(port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expectJsonRefusal(answer, 400, JSON.stringify(line));
  }
  for (const target of ["/กข", "/en/FAQ?q=กข", "/api/search?q=ก"]) {
    const answer = await rawRequest(port, rawLine("GET", Buffer.from(target, "utf8")));
    expectJsonRefusal(answer, 400, target);
  }
  // The plain forms still answer.
  expect((await rawRequest(port, rawLine("GET", "/en/FAQ"))).status).toBe(200);
  expect((await rawRequest(port, rawLine("GET", "/api/search?q=%E0%B8%81"))).status).toBe(200);
});

test("an HTTP/0.9 request gets no page: the connection closes with nothing sent", async ({ baseURL }) => {
  const received = await new Promise<string>((resolve, reject) => {
    const socket = connect({ port: portOf(baseURL!), host: "localhost" }, () => socket.write("GET /\r\n"));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    setTimeout(() => reject(new Error("the connection stayed open")), 15_000);
  });
  expect(received).toBe("");
});

test("what Node.js refuses before the app runs comes back with the site's headers, or nginx refuses it first", async ({
  baseURL,
}) => {
  const port = portOf(baseURL!);
  const big = "a".repeat(15_000);
  // Three 15 KB headers: within nginx's limit (4 buffers of 16 KiB), and within Node's (raised above nginx's).
  const three = await rawRequest(
    port,
    rawLine(
      "GET",
      "/api/health",
      ["X-A", "X-B", "X-C"].map((h) => `${h}: ${big}`),
    ),
  );
  expect(three.status).toBe(200);
  expectSiteHeaders(three, "three 15 KB headers");
  // Five: over nginx's, refused by nginx with its JSON.
  const five = await rawRequest(
    port,
    rawLine(
      "GET",
      "/api/health",
      ["X-A", "X-B", "X-C", "X-D", "X-E"].map((h) => `${h}: ${big}`),
    ),
  );
  expectJsonRefusal(five, 400, "five 15 KB headers");
  // A control character in a header value: nginx passes it, Node.js refuses it before the app runs.
  for (const path of ["/api/health", "/search?q=a", "/api/feedback"]) {
    const ctl = await rawRequest(port, rawLine("GET", path, ["X-A: a\u0001b"]));
    expect(ctl.status, path).toBe(400);
    expectSiteHeaders(ctl, `control character, ${path}`);
    expect(ctl.headers["content-security-policy"], path).toBe(API_CSP);
    expect(ctl.headers["cache-control"], path).toBe("no-store");
  }
});

test("same-origin checks compare with the site's origin, never the address Next.js listens on", async ({
  request,
  baseURL,
}) => {
  for (const [origin, port] of [
    [baseURL!, portOf(baseURL!)],
    [staffURL, staffPort],
  ] as const) {
    const upstream = `http://localhost:${readPair(port)!.nextPort}`;
    const posts = [
      { path: "/api/feedback", data: { path: "/Law/act", locale: "th", useful: true } },
      { path: "/api/staff/sign-in", form: { locale: "th" } },
      { path: "/api/staff/sign-out", form: { locale: "th" } },
    ];
    for (const post of posts) {
      const { path, ...body } = post;
      const refused = await request.post(`${origin}${path}`, {
        ...body,
        headers: { Origin: upstream },
        maxRedirects: 0,
      });
      expect(refused.status(), `${origin}${path} from ${upstream}`).toBe(403);
      const own = await request.post(`${origin}${path}`, { ...body, headers: { Origin: origin }, maxRedirects: 0 });
      expect(own.status(), `${origin}${path} from itself`).not.toBe(403);
    }
  }
});
