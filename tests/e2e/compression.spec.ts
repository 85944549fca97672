/**
 * The production pair compresses with brotli where the browser takes it, gzip otherwise (nginx, deploy/nginx; the
 * first-view weight depends on it). Checked on the answers a first visit fetches: a static page, a page rendered per
 * request, a script chunk and the RSC payload of a navigation. Build assets are compressed once, at build
 * (scripts/build/precompress.mjs), and sent as those files.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

const BROWSER = "gzip, deflate, br, zstd"; // what Chromium sends

test("pages, scripts and RSC payloads come in brotli to a browser that takes it, gzip to one that does not", async ({
  request,
}) => {
  const html = await (await request.get("/Law/act")).text();
  const chunk = html.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  expect(chunk, "a script chunk in the page").toBeTruthy();
  const answers: [string, Record<string, string>][] = [
    ["/Law/act", {}],
    ["/en/search?q=appeal", {}],
    [chunk!, {}],
    ["/en/Law/act", { RSC: "1" }],
  ];
  // A client of its own: the search page shares the per-client search budget with the other specs.
  const client = { "X-Forwarded-For": "198.51.100.77" };
  for (const [path, own] of answers) {
    const headers = { ...own, ...client };
    const br = await request.get(path, { headers: { ...headers, "Accept-Encoding": BROWSER } });
    expect(br.status(), path).toBe(200);
    expect(br.headers()["content-encoding"], `${path}: brotli`).toBe("br");
    expect(br.headers()["vary"], `${path}: caches keep the encodings apart`).toMatch(/accept-encoding/i);
    const gzip = await request.get(path, { headers: { ...headers, "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"], `${path}: gzip`).toBe("gzip");
    // Decoded, both are the same answer (the search page carries a fresh nonce each time, so only its length).
    if (!path.includes("search")) expect(await br.text(), `${path}: same body`).toBe(await gzip.text());
  }
  const plain = await request.get("/Law/act", { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"], "no encoding asked, none given").toBeUndefined();
});

test("build assets are sent as the files compressed at build, brotli or gzip", async ({ request }) => {
  const html = await (await request.get("/en/FAQ")).text();
  const chunks = [...html.matchAll(/<script src="\/_next\/static\/(chunks\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(chunks.length, "script chunks in the page").toBeGreaterThan(0);
  const dist = process.env.NEXT_DIST_DIR || ".next";
  for (const chunk of chunks) {
    const path = `/_next/static/${chunk}`;
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const response = await request.get(path, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers()["content-encoding"], `${path}: ${encoding}`).toBe(encoding);
      expect(Number(response.headers()["content-length"]), `${path}: the ${suffix} file's bytes`).toBe(
        readFileSync(`${dist}/static/${chunk}${suffix}`).length,
      );
      expect(response.headers()["cache-control"]).toContain("immutable");
    }
  }
});
