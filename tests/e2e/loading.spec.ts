import { readFileSync } from "node:fs";
import { readPair } from "../../deploy/nginx/pair.mjs";
import { COMPILE_HINT } from "@/scripts/build/compile-hints.mjs";
import { expect, gotoOk, test } from "./fixtures";

/**
 * Next's framework scripts start after the first paint (patches/next+<version>.patch, written by
 * scripts/patches/defer-framework-scripts.mjs, and public/framework-boot.js): the page's HTML names only the loader,
 * and the chunks are requested once the first frame has been presented.
 */

/** LOADER_PATH of defer-framework-scripts.mjs (Playwright's TypeScript loader cannot import that file). */
const LOADER_PATH = "/framework-boot.js";
for (const path of ["/", "/en/Law/act", "/search?q=%E0%B8%AD%E0%B8%B8%E0%B8%97%E0%B8%98%E0%B8%A3%E0%B8%93%E0%B9%8C"]) {
  test(`framework scripts start after the first paint: ${decodeURI(path)}`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    // Pages rendered per request carry their CSP nonce on it too.
    const loader = html.match(/<script src="([^"#]+)#([^"]+)"(?: nonce="[^"]+")? async="">/);
    expect(loader?.[1], "the loader is the bootstrap script").toBe(LOADER_PATH);
    const chunks = loader![2].split(",").map(decodeURIComponent);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks)
      expect(html, `${chunk} is not in the HTML as a script`).not.toContain(`<script src="${chunk}"`);

    await gotoOk(page, path); // and waits for hydration (fixtures.ts): the chunks did arrive and run
    const timing = await page.evaluate((urls) => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const starts = urls.map((u) => performance.getEntriesByName(new URL(u, location.href).href)[0]?.startTime ?? NaN);
      return { fcp, starts };
    }, chunks);
    expect(timing.fcp).toBeGreaterThan(0);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.fcp);
    // Run in list order, each in a task of its own: the framework starts in the last, small script's task.
    const asyncFlags = await page.evaluate(
      (urls) => urls.map((u) => document.querySelector<HTMLScriptElement>(`script[src="${u}"]`)?.async),
      chunks,
    );
    expect(asyncFlags).toEqual(chunks.map(() => false));
  });
}

test("the loader is served as a script, cached, and skipped by the locale middleware", async ({ request, baseURL }) => {
  const response = await request.get(LOADER_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toContain("max-age=86400");
  // nginx answers from public/ itself, so ask the Next.js behind it (as a deployment without nginx would): routed as
  // a page, the locale middleware would rewrite it to /th/framework-boot.js, which no page answers.
  const upstream = `http://localhost:${readPair(Number(new URL(baseURL!).port))!.nextPort}`;
  const direct = await request.get(`${upstream}${LOADER_PATH}`);
  expect(direct.status(), `${upstream}${LOADER_PATH}`).toBe(200);
  expect(direct.headers()["content-type"]).toContain("javascript");
  expect(await direct.text()).toBe(readFileSync("public/framework-boot.js", "utf8"));
});

test("every framework chunk asks V8 to compile it while it streams (scripts/build/compile-hints.mjs)", async ({
  request,
}) => {
  const html = await (await request.get("/en/Law/act")).text();
  const list = html.match(/<script src="[^"#]+#([^"]+)"/)?.[1];
  const chunks = (list ?? "").split(",").map(decodeURIComponent);
  expect(chunks.length).toBeGreaterThan(1);
  // As nginx sends them: the .br file written after the hint (scripts/build/precompress.mjs) decoded.
  for (const chunk of chunks) {
    const start = (await (await request.get(chunk)).text()).slice(0, COMPILE_HINT.length + 1);
    expect(start, chunk).toBe(`${COMPILE_HINT}\n`);
  }
});

test("the stylesheet is a file the page links to, not a copy in its HTML and its React payload", async ({
  request,
}) => {
  const html = await (await request.get("/Law/act")).text();
  const href = html.match(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
  expect(href, "the page links its stylesheet").toBeTruthy();
  const css = await request.get(href!);
  expect(css.status()).toBe(200);
  expect(css.headers()["content-type"]).toContain("text/css");
  expect(html).not.toContain("<style");
  // A rule of the stylesheet, so that a copy anywhere in the page (the payload escapes quotes) would be found.
  const rule = (await css.text()).match(/\.skip-link\{[^}]*\}/)?.[0];
  expect(rule, "the stylesheet styles the skip link").toBeTruthy();
  expect(html).not.toContain(rule!);
});
