/**
 * Post-build (npm's `postbuild`, after scripts/csp/hash-pages.ts): lets nginx send each prerendered page as a file, as
 * it sends build assets, so a page costs what a static file costs (deploy/nginx/ccip/public.conf). For every page of
 * `<distDir>/server/app/{th,en}` it writes `x.html.br` and `x.html.gz` beside the page, and `<distDir>/nginx/pages.conf`:
 * - `$ccip_page`: `<address>|<file>` for its public address ($ccip_path, set from $uri by ccip/public.conf; the
 *   address comes back because nginx's map keys ignore case, and ccip/http.conf checks it exactly) (`/Law/act` → `/th/Law/act.html`; Thai is unprefixed);
 * - `$ccip_page_csp`: the Content-Security-Policy stored beside the page, exactly (the hashes of its inline scripts);
 * - `$ccip_page_permissions`: its Permissions-Policy (only the appeal helper may ask for the location);
 * - `$ccip_allow`: the Allow of nginx's 405 for an address: its API route's own list, else GET and HEAD;
 * - `$ccip_bad_path`, `$ccip_file`: what nginx refuses before the app, as the Worker's front does
 *   (lib/http/front-refusals.ts; read by $ccip_refusal in ccip/http.conf);
 * - `$ccip_bare_*`: the headers of an error answer Node.js gave without any (scripts/build/nginx-conf.ts, bareHeaders);
 * - `$ccip_log_route`: what the access log writes for an address, the route it reached (scripts/build/nginx-log.ts);
 * and the files nginx includes, so that no header value, error body or Allow list is written in deploy/nginx (their text
 * comes from scripts/build/nginx-conf.ts, which derives it from the modules that own them):
 * - `page-headers.conf`: the headers Next.js would add to a prerendered page (next.config.ts), for ccip/page.conf;
 * - `static-headers.conf`: the headers of every answer (COMMON_HEADERS) and a build asset's Cache-Control, for the
 *   build assets (ccip/static.conf);
 * - `api-headers.conf`: those and the strictest policy (API_CSP), for nginx's own JSON refusals (errors.conf);
 * - `public-files.conf`: a location for each file of public/, sent from disk with the headers Next.js gives it
 *   (ccip/public.conf), so a Range request on it is answered as on a build asset (206 or 416, never Next.js's 500);
 * - `errors.conf`: nginx's own refusals and its 502/503/504, in the app's error shape (apiErrorBody) with its headers
 *   (ccip/errors.conf);
 * - `bare-headers.conf`: those headers for an error answer of Node.js that has none (ccip/app-proxy.conf);
 * - `body-limit.conf`: the largest body nginx takes (ccip/http.conf), the size its 413 names.
 * Anything else (RSC fetches, other methods, pages rendered per request) still goes to Next.js.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { GEOLOCATION_PATHS, permissionsPolicy } from "../../lib/security/headers";
import { SERVED_FILES } from "../../lib/middleware/generated/served-files";
import {
  allowMap,
  apiAllowRows,
  bareHeaderLines,
  bareHeaderMaps,
  bodyLimitConf,
  errorsConf,
  frontRefusalMaps,
  headerFiles,
  headerLine,
  publicFileHeaders,
  publicPath,
  quote,
  routePattern,
} from "./nginx-conf";
import { logRouteMap } from "./nginx-log";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const appDir = join(distDir, "server", "app");
const outDir = join(distDir, "nginx");
/** Where `next start` finds public/: beside the build, in the folder the build runs in. */
const publicDir = resolve("public");

type Meta = { status?: number; headers?: Record<string, string> };

function* filesIn(dir: string, keep: (name: string) => boolean = () => true): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path, keep);
    else if (keep(entry.name)) yield path;
  }
}
const pages = (dir: string) => filesIn(dir, (name) => name.endsWith(".html"));

/** The route files under app/api, with their text, for the Allow of nginx's 405 (allowMap). */
const apiRoutes = () =>
  [...filesIn(join("app", "api"), (name) => /^route\.tsx?$/.test(name))]
    .sort()
    .map((file) => ({ file: file.split(sep).join("/"), text: readFileSync(file, "utf8") }));

/**
 * One location per file of public/, with the headers next.config.ts and the middleware give it: those of every
 * answer and of documents, the strictest policy (but on the PDFs, for the browser's viewer), and its Cache-Control.
 * GET and HEAD only: nginx's file handler answers other methods with 405 (ccip/errors.conf).
 */
const publicFiles = (): [string, string][] =>
  existsSync(publicDir)
    ? [...filesIn(publicDir)].sort().map((file) => ["/" + relative(publicDir, file).split(sep).join("/"), file])
    : [];

function publicFileLocations(): string[] {
  return publicFiles().flatMap(([path]) => {
    return [
      `location = ${quote(path)} {`,
      `    root ${quote(publicDir)};`,
      "    charset utf-8;",
      ...publicFileHeaders(path).map((h) => `    ${headerLine(h)}`),
      "}",
    ];
  });
}

const brotliFile = promisify(brotliCompress);
const gzipFile = promisify(gzip);
const PAGE_BROTLI_QUALITY = 10;

/**
 * A page's .br and .gz, side by side with the others: zlib's asynchronous calls run on libuv's thread pool, so a build
 * with many pages uses every core. Brotli quality 10: on these pages 2-2.5 % larger than 11 and about 3x faster
 * (0.07-0.15 s a page against 0.2-0.4 s), which keeps the build's time in step with the number of pages.
 */
async function compress(html: string, source: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotliFile(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipFile(source, { level: 9 }),
  ]);
  writeFileSync(`${html}.br`, br);
  writeFileSync(`${html}.gz`, gz);
}

async function main() {
  const files: [string, string][] = [];
  const csp: [string, string][] = [];
  const compressed: Promise<void>[] = [];
  for (const html of [...(existsSync(appDir) ? pages(appDir) : [])].sort()) {
    const path = publicPath(
      "/" +
        relative(appDir, html)
          .split(sep)
          .join("/")
          .replace(/\.html$/, ""),
    );
    if (!path) continue;
    const meta = JSON.parse(readFileSync(html.replace(/\.html$/, ".meta"), "utf8")) as Meta;
    const policy = meta.headers?.["content-security-policy"];
    if ((meta.status ?? 200) !== 200 || !policy) continue;
    compressed.push(compress(html, readFileSync(html)));
    files.push([path, `${path}|/${relative(appDir, html)}`]);
    csp.push([path, policy]);
  }
  if (files.length === 0) throw new Error(`[nginx-pages] no prerendered pages in ${appDir}`);
  await Promise.all(compressed);
  const map = (name: string, rows: [string, string][], fallback = '""') =>
    [
      `map $ccip_path ${name} {`,
      `    default ${fallback};`,
      ...rows.map(([k, v]) => `    ${quote(k)} ${quote(v)};`),
      "}",
    ].join("\n");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, "pages.conf"),
    [
      `# Generated by scripts/build/nginx-pages.ts for this build: do not edit. ${files.length} prerendered pages.`,
      map("$ccip_page", files),
      map("$ccip_page_csp", csp),
      map(
        "$ccip_page_permissions",
        GEOLOCATION_PATHS.map((p) => [p, permissionsPolicy(true)]),
        quote(permissionsPolicy(false)),
      ),
      ...allowMap(apiAllowRows(apiRoutes())),
      ...frontRefusalMaps(SERVED_FILES),
      ...bareHeaderMaps(),
      ...logRouteMap(
        [...files.map(([path]) => path), ...SERVED_FILES, ...publicFiles().map(([path]) => path)],
        apiRoutes().map(({ file }) => ({ file, pattern: routePattern(file) })),
      ),
      "",
    ].join("\n"),
  );
  const write = (name: string, source: string, what: string, lines: string[]) =>
    writeFileSync(
      join(outDir, name),
      [`# Generated by scripts/build/nginx-pages.ts from ${source}: ${what}.`, ...lines, ""].join("\n"),
    );
  for (const [name, { what, lines }] of Object.entries(headerFiles()))
    write(name, "lib/security/headers.ts", what, lines);
  write("public-files.conf", "public/", "the files of public/, from disk, with their headers", publicFileLocations());
  write("errors.conf", "lib/http/api-error.ts", "nginx's own refusals, in the app's error shape", errorsConf());
  write("body-limit.conf", "scripts/build/nginx-conf.ts", "the largest request body nginx takes", bodyLimitConf());
  write(
    "bare-headers.conf",
    "lib/security/headers.ts",
    "the headers of nginx's refusals, for what Node.js refuses before the app runs",
    bareHeaderLines(),
  );
  console.log(`[nginx-pages] ${files.length} pages for nginx in ${outDir} (with .br and .gz beside each page)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
