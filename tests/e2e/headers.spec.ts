import { APPEAL_HELPER_PATH } from "@/lib/routes";
import { API_CSP, COMMON_HEADERS } from "@/lib/security/headers";
import { rawLine, rawRequest } from "../support/raw-http";
import { expect, test } from "./fixtures";

const PATHS = [
  "/",
  "/en/Law/act",
  "/no/such/page",
  "/en/search?q=act",
  "/en/search/x", // below a page rendered per request: the static 404, with its own policy only
  "/en/Law/Notification/no-such-item", // shaped like a collection item: the static 404 too
  "/staff/x",
  "/api/health",
  "/icon.svg",
  "/sitemap.xml",
];

/** The script-src directive of a policy. */
const scriptSrc = (policy: string | undefined) =>
  policy
    ?.split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src"));

test("security headers on every kind of answer", async ({ request }) => {
  for (const path of PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    const h = response.headers();
    // Two policies would both apply: a stored one and the middleware's must never meet on one answer.
    const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === "content-security-policy");
    expect(policies, path).toHaveLength(1);
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"], path).not.toContain("unsafe-eval");
    expect(h["strict-transport-security"], path).toMatch(/max-age=\d{8,}/);
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(h["permissions-policy"], path).toContain("geolocation=()");
    expect(h["permissions-policy"], path).toContain("camera=()");
    expect(h["cross-origin-resource-policy"], path).toBe("same-origin");
    expect(h["x-powered-by"], path).toBeUndefined();
  }
  // The social cards may be shown by other sites' web clients.
  expect((await request.get("/api/og/th")).headers()["cross-origin-resource-policy"]).toBe("cross-origin");
});

test("nginx's own answers, build assets and its refusals, carry the headers of every answer", async ({
  request,
  baseURL,
}) => {
  // nginx sends these without Next.js (deploy/nginx/ccip/static.conf, errors.conf), from the header files the build
  // writes: the values must be those of lib/security/headers.ts.
  const asset = /\/_next\/static\/[^"?]+\.js/.exec(await (await request.get("/")).text())?.[0];
  expect(asset, "a build asset on the home page").toBeTruthy();
  const assetAnswer = await request.get(asset!);
  expect(assetAnswer.status(), asset).toBe(200);
  const refusal = await rawRequest(Number(new URL(baseURL!).port), rawLine("GET", "/%ZZ"));
  expect(refusal.status, "nginx refuses a path it cannot decode").toBe(400);
  for (const [name, headers] of [
    ["build asset", assetAnswer.headers()],
    ["nginx's refusal", refusal.headers],
  ] as const) {
    for (const { key, value } of COMMON_HEADERS) expect(headers[key.toLowerCase()], `${name}: ${key}`).toBe(value);
  }
  expect(refusal.headers["content-security-policy"]).toBe(API_CSP);
});

test("no page allows inline script wholesale: static pages name their scripts' hashes, rendered ones a nonce", async ({
  request,
}) => {
  const policyOf = async (path: string) => (await request.get(path)).headers()["content-security-policy"];
  for (const path of ["/", "/en", "/Law/act", `/en${APPEAL_HELPER_PATH}`, "/no/such/page"]) {
    const scripts = scriptSrc(await policyOf(path));
    expect(scripts, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  }
  for (const path of ["/search?q=act", "/en/appeal-check", "/staff/sign-in", "/en/feedback/sent"]) {
    const first = await policyOf(path);
    expect(scriptSrc(first), path).toMatch(
      /^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'( 'sha256-[A-Za-z0-9+/]{43}=')+$/,
    );
    expect(scriptSrc(await policyOf(path)), `${path}: a fresh nonce each time`).not.toBe(scriptSrc(first));
  }
  const page = await policyOf("/");
  expect(page).toContain("base-uri 'none'");
  expect(page).toContain("object-src 'none'");
});

test("pages allow only our own origin; APIs allow nothing", async ({ request }) => {
  const page = (await request.get("/")).headers()["content-security-policy"];
  expect(page).toContain("default-src 'self'");
  expect(page).toContain("object-src 'none'");
  const api = (await request.get("/api/health")).headers()["content-security-policy"];
  expect(api).toContain("default-src 'none'");
});

test("only the appeal helper may ask for the visitor's location", async ({ request }) => {
  for (const path of [APPEAL_HELPER_PATH, `/en${APPEAL_HELPER_PATH}`]) {
    expect((await request.get(path)).headers()["permissions-policy"], path).toContain("geolocation=(self)");
  }
  expect((await request.get("/Public/Appealprocess")).headers()["permissions-policy"]).toContain("geolocation=()");
});

test("pages hydrate under their own Content-Security-Policy, with no violation reported", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  // The fixture waits after each goto until React has hydrated <main>: a blocked script fails it there.
  for (const path of [
    "/",
    "/en",
    "/Law/act",
    "/en/Public/Glossary",
    "/no/such/page",
    "/search?q=ข้อมูลเครดิต",
    "/en/appeal-check?outcome=correction&days=10",
    "/staff/sign-in",
    "/en/feedback/sent",
  ]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
  }
  await page.goto("/Public/Appealprocess");
  await page.getByRole("button", { name: "อ่านเงื่อนไขและดาวน์โหลดแบบคำอุทธรณ์" }).click();
  await page.keyboard.press("Escape");
  expect(violations).toEqual([]);
});

const PDFS = [
  "/api/file/pdf/document/appeal-form-credit-information-protection-committee.pdf",
  `/api/file/pdf/document/${encodeURIComponent("แบบคำอุทธรณ์ข้อโต้แย้งต่อคณะกรรมการคุ้มครองข้อมูลเครดิต.pdf")}`,
];

test("a Range past the end of any file answers 416, and a range within it 206: never a 5xx", async ({ request }) => {
  const asset = /\/_next\/static\/[^"?]+\.js/.exec(await (await request.get("/")).text())?.[0];
  expect(asset, "a build asset on the home page").toBeTruthy();
  // nginx serves public/ from disk as it serves build assets (deploy/nginx/ccip/public.conf); Next.js answered 500.
  for (const path of ["/framework-boot.js", "/icon.svg", ...PDFS, asset!]) {
    const identity = { "accept-encoding": "identity" };
    const past = await request.get(path, { headers: { ...identity, range: "bytes=99999999-" } });
    expect(past.status(), `${path}: past the end`).toBe(416);
    expect(past.headers()["content-range"], path).toMatch(/^bytes \*\/\d+$/);
    // nginx sends the location's headers twice on its own 416 (its header filter runs again for that answer): the
    // same values, harmless, but not one copy (docs/deployment.md).
    expect(past.headers()["x-content-type-options"], path).toMatch(/^nosniff(, nosniff)?$/);
    const within = await request.get(path, { headers: { ...identity, range: "bytes=0-9" } });
    expect(within.status(), `${path}: the first ten bytes`).toBe(206);
    expect((await within.body()).length, path).toBe(10);
    // Compressed on the way out, a range is ignored: the whole file, not an error.
    const compressed = await request.get(path, { headers: { "accept-encoding": "br", range: "bytes=99999999-" } });
    expect(compressed.status(), `${path}: compressed`).toBeLessThan(500);
  }
  // The files keep the headers Next.js gave them.
  expect((await request.get("/framework-boot.js")).headers()["cache-control"]).toContain("max-age=86400");
  expect(
    (await request.get(PDFS[0])).headers()["content-security-policy"],
    "PDFs: the browser's viewer",
  ).toBeUndefined();
});

test("nginx's refusals answer JSON with the headers of every answer, the absolute-URI request line among them", async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  const cases: [string, string, number][] = [
    [
      "absolute-URI request line",
      "GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      400,
    ],
    [
      "absolute-URI to this site",
      "GET http://localhost/en/FAQ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      400,
    ],
    ["TRACK", "TRACK / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 405],
    ["TRACE", "TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 405],
    ["an unknown HTTP version", "GET / HTTP/3.0\r\nHost: localhost\r\nConnection: close\r\n\r\n", 505],
    [
      "an unknown transfer encoding",
      "POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n",
      501,
    ],
  ];
  for (const [name, raw, status] of cases) {
    const answer = await rawRequest(port, raw);
    expect(answer.status, name).toBe(status);
    expect(answer.headers["content-type"], name).toContain("application/json");
    expect(JSON.parse(answer.body).error.code, name).toBeTruthy();
    for (const { key, value } of COMMON_HEADERS)
      expect(answer.headers[key.toLowerCase()], `${name}: ${key}`).toBe(value);
    expect(answer.headers["content-security-policy"], name).toBe(API_CSP);
  }
});

test("Next.js's image optimiser is not served: the site uses no next/image", async ({ request }) => {
  const answer = await request.get("/_next/image?url=%2Fapi%2Fog%2Fth&w=640&q=75");
  expect(answer.status()).toBe(404);
  expect(answer.headers()["content-type"]).toContain("application/json");
});

test("health is never cached, readiness names the store, and the 404 page is kept minutes, not a year", async ({
  request,
}) => {
  const live = await request.get("/api/health");
  expect(live.status()).toBe(200);
  expect(live.headers()["cache-control"]).toBe("no-store");
  const ready = await request.get("/api/health/ready");
  expect(ready.status()).toBe(200);
  expect(ready.headers()["cache-control"]).toBe("no-store");
  expect(await ready.json()).toMatchObject({ ok: true, store: { kind: "memory", up: true } });
  for (const path of ["/no/such/page", "/en/Law/Notification/no-such-item"]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()["cache-control"], path).toMatch(/s-maxage=300\b/);
    expect(missing.headers()["cache-control"], path).not.toContain("31536000");
  }
});
