import { localizedPath, locales } from "@/i18n/locales";
import { routes } from "@/lib/routes";
import { sha256Source } from "@/lib/security/headers";
import { inlineScripts } from "@/scripts/csp/inline-scripts";
import { edgeURL } from "../../playwright.edge.config";
import { expect, test } from "../e2e/fixtures";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { rawLine, rawRequest } from "../support/raw-http";

/*
 * Pages on workerd: every registry page in its language, the 404 page, the middleware's redirects, the security
 * headers and the one Content-Security-Policy of each page, and hydration under it in Chromium.
 */

const htmlLang = (html: string) => html.match(/<html[^>]*\blang="([^"]+)"/)?.[1];
const scriptSrc = (policy: string) => policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";

test.describe("every registry page, in both languages", () => {
  for (const locale of locales) {
    for (const route of routes) {
      const path = localizedPath(locale, route.path);
      test(`${path} answers 200 in ${locale}`, async ({ request }) => {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        expect(htmlLang(await response.text())).toBe(locale);
      });
    }
  }
});

test("an unknown path gets the 404 page in its language", async ({ request }) => {
  for (const [path, lang] of [
    ["/no-such-page", "th"],
    ["/en/no-such-page", "en"],
    ["/wp-login.php", "th"],
    ["/en/Law/Notification/no-such-item", "en"],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(htmlLang(await response.text()), path).toBe(lang);
  }
});

test("the legacy /th prefix and a misspelt path redirect permanently to the one spelling", async ({ request }) => {
  for (const path of ["/th/AboutUs", "/aboutus"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(new URL(response.headers().location, edgeURL).pathname, path).toBe("/AboutUs");
  }
});

test("the home page carries the security headers", async ({ request }) => {
  const headers = (await request.get("/")).headers();
  for (const name of ["content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy"]) {
    expect(headers[name], name).toBeTruthy();
  }
});

test("a client that accepts no compression gets none", async () => {
  // A raw request: Playwright's client always sends Accept-Encoding (an earlier trial saw `br` here on Thai pages).
  for (const path of ["/", "/Public/Appealprocess", "/en/FAQ"]) {
    const { host, port } = new URL(edgeURL);
    const response = await rawRequest(Number(port), rawLine("GET", path, [`Host: ${host}`]));
    expect(response.status, path).toBe(200);
    expect(response.headers["content-encoding"] ?? "identity", path).toBe("identity");
  }
});

/** A GET with exactly these headers (Playwright's client adds its own Accept-Encoding); the body as sent. */
function plainGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(new URL(path, edgeURL), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on("error", reject);
    },
  );
}

test("a browser that takes brotli gets a prerendered page's brotli file, the same page as without it", async () => {
  // The front's manifest (scripts/edge/static-pages.ts): the file it serves for each page, compressed at build.
  const assets = join(".open-next", "assets");
  const manifest = JSON.parse(readFileSync(join(assets, "_edge", "pages.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
  for (const path of ["/", "/en/FAQ", "/Law/Notification/credit-models-2017"]) {
    // "br, gzip": wrangler dev re-encodes an answer to the first coding the client lists, which Cloudflare does not.
    const brotli = await plainGet(path, { "Accept-Encoding": "br, gzip" });
    expect(brotli.status, path).toBe(200);
    expect(brotli.headers["content-encoding"], path).toBe("br");
    // Byte for byte the build's file: not compressed again per request.
    expect(brotli.body.equals(readFileSync(join(assets, `${manifest[path].file}.br`))), path).toBe(true);
    expect(brotli.headers["content-security-policy"], path).toContain("script-src 'self' 'sha256-");
    const plain = await plainGet(path, {});
    expect(plain.headers["content-encoding"] ?? "identity", path).toBe("identity");
    expect(brotliDecompressSync(brotli.body).toString("utf8"), path).toBe(plain.body.toString("utf8"));
  }
});

/**
 * One policy per page, allowing no inline script wholesale (docs/security.md): a static page's (stored with it at
 * build) names the hash of each of its inline scripts.
 */
for (const path of ["/", "/en/Law/act", "/no-such-page"]) {
  test(`CSP of ${path}: one policy, naming each of its inline scripts by hash`, async ({ request }) => {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    const sources = await Promise.all(inlineScripts(await response.text()).map(sha256Source));
    expect(policy.split("default-src")).toHaveLength(2);
    expect(scriptSrc(policy)).not.toContain("unsafe");
    expect(sources.filter((source) => !scriptSrc(policy).includes(source))).toEqual([]);
  });
}

/** A page rendered per request carries a fresh nonce, which Next put on its scripts. */
for (const path of ["/search?q=act", "/en/staff/sign-in"]) {
  test(`CSP of ${path}: one policy, its nonce on Next's scripts`, async ({ request }) => {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    const nonce = scriptSrc(policy).match(/'nonce-([^']+)'/)?.[1];
    const nextScripts = (await response.text()).match(/<script[^>]*\bnonce="([^"]+)"/g) ?? [];
    expect(policy.split("default-src")).toHaveLength(2);
    expect(nonce).toBeTruthy();
    expect(nextScripts.length).toBeGreaterThan(0);
    expect(nextScripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  });
}

test("pages of both kinds hydrate in Chromium under their policy, with no violation reported", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/en/Law/act", "/search?q=act"]) {
    // The fixture's goto waits until React has hydrated <main> (tests/e2e/fixtures.ts); a blocked script fails there.
    await page.goto(path);
    const hydrated = await page.evaluate(() =>
      Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
    );
    expect(hydrated, path).toBe(true);
  }
  expect(violations).toEqual([]);
});
