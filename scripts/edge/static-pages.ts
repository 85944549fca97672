/**
 * After `opennextjs-cloudflare build` (npm run build:edge): publishes every prerendered page with the static assets,
 * so the Worker's front (scripts/edge/worker.mjs) answers it from the assets binding with its own headers, without
 * starting Next. Writes .open-next/assets/_edge/pages/<locale>/<path>.html and one manifest,
 * .open-next/assets/_edge/pages.json: public path → file and that page's CSP (the hashes of its inline scripts, stored
 * in its .meta by scripts/csp/hash-pages.ts), and _edge/build.json, the build's id. Each page's brotli file goes beside it (<path>.html.br, the one the
 * build's scripts/build/nginx-pages.ts wrote for the same page in .next/server/app): the front sends it as it is to a
 * browser that takes brotli, where workerd would otherwise compress the page again on every request.
 * Why not Workers Static Assets alone with a `_headers` rule per page: wrangler takes at most 100 header rules, and
 * each page's policy differs, so that would stop working at 100 pages.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { localizedPath, locales, type Locale } from "../../i18n/locales";
import { EDGE_COPY_HEADERS } from "../../lib/security/headers";

const built = join(".next", "server", "app");
const standalone = join(".next", "standalone", ".next", "server", "app");
const appDir = existsSync(standalone) ? standalone : built;
const assets = join(".open-next", "assets");
const out = join(assets, "_edge", "pages");

/** Pages that are not pages of their own address (the 404 page is served with a 404 by the middleware). */
const SKIP = /(?:^|\/)(?:page-not-found|_not-found|_global-error)$/;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

export type EdgePage = { file: string; csp: string };

const pages: Record<string, EdgePage> = {};
for (const locale of locales) {
  const files = [
    join(appDir, `${locale}.html`),
    ...(existsSync(join(appDir, locale)) ? htmlFiles(join(appDir, locale)) : []),
  ];
  for (const html of files.filter((file) => existsSync(file))) {
    const inner = relative(join(appDir, locale), html)
      .split(sep)
      .join("/")
      .replace(/\.html$/, "");
    const path = inner.startsWith("..") ? "/" : `/${inner}`;
    if (SKIP.test(path)) continue;
    const meta = JSON.parse(readFileSync(html.replace(/\.html$/, ".meta"), "utf8")) as {
      headers?: Record<string, string>;
    };
    const csp = meta.headers?.["content-security-policy"];
    if (!csp)
      throw new Error(`[edge] ${html}: no content-security-policy in its .meta (run scripts/csp/hash-pages.ts)`);
    const file = `/_edge/pages/${locale}${path === "/" ? "/index" : path}.html`;
    mkdirSync(dirname(join(assets, file)), { recursive: true });
    copyFileSync(html, join(assets, file));
    // The same page in .next/server/app, where the post-build compressed it; the standalone copy has no .br.
    const twin = join(built, relative(appDir, html));
    if (!existsSync(`${twin}.br`) || !readFileSync(twin).equals(readFileSync(html)))
      throw new Error(`[edge] ${html}: no brotli file of this page from the build (scripts/build/nginx-pages.ts)`);
    copyFileSync(`${twin}.br`, join(assets, `${file}.br`));
    pages[localizedPath(locale as Locale, path)] = { file, csp };
  }
}
writeFileSync(join(assets, "_edge", "pages.json"), JSON.stringify(pages));

// The social cards' code is not in the Worker (next.config.ts leaves it out of the route's trace): their paths, so the
// front answers any other /api/og/ path as the API's catch-all does, with no card code to load.
const prerendered = JSON.parse(readFileSync(join(".next", "prerender-manifest.json"), "utf8")) as {
  routes: Record<string, unknown>;
};
const cards = Object.keys(prerendered.routes).filter((path) => path.startsWith("/api/og/"));
writeFileSync(join(assets, "_edge", "cards.json"), JSON.stringify(cards));

// The build's id: the front keeps cached search answers per build, so a new deployment never answers from the last
// one's index.
writeFileSync(
  join(assets, "_edge", "build.json"),
  JSON.stringify({ id: readFileSync(join(".next", "BUILD_ID"), "utf8").trim() }),
);

// The copies are for the Worker's front; fetched by their own address they get the strictest policy and no indexing.
const rule = `/_edge/*\n${EDGE_COPY_HEADERS.map(({ key, value }) => `  ${key}: ${value}\n`).join("")}`;
const headersFile = join(assets, "_headers");
const existing = existsSync(headersFile) ? readFileSync(headersFile, "utf8") : "";
if (!existing.includes("/_edge/*"))
  writeFileSync(headersFile, `${existing}${existing && !existing.endsWith("\n") ? "\n" : ""}${rule}`);
console.log(
  `[edge] ${Object.keys(pages).length} prerendered pages and ${cards.length} card paths published for the Worker's front → ${relative(".", out)}`,
);
