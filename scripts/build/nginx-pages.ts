/**
 * Post-build (npm's `postbuild`, after scripts/csp/hash-pages.ts): lets nginx send each prerendered page as a file, as
 * it sends build assets, so a page costs what a static file costs (deploy/nginx/ccip/public.conf). For every page of
 * `<distDir>/server/app/{th,en}` it writes `x.html.br` and `x.html.gz` beside the page, and `<distDir>/nginx/pages.conf`:
 * - `$ccip_page`: `<address>|<file>` for its public address ($ccip_path, set from $uri by ccip/public.conf; the
 *   address comes back because nginx's map keys ignore case, and ccip/http.conf checks it exactly) (`/Law/act` → `/th/Law/act.html`; Thai is unprefixed);
 * - `$ccip_page_csp`: the Content-Security-Policy stored beside the page, exactly (the hashes of its inline scripts);
 * - `$ccip_page_permissions`: its Permissions-Policy (only the appeal helper may ask for the location);
 * and the header files nginx includes, so that no header value is written in deploy/nginx (lib/security/headers.ts
 * holds them all):
 * - `page-headers.conf`: the headers Next.js would add to a prerendered page (next.config.ts), for ccip/page.conf;
 * - `common-headers.conf`: the headers of every answer (COMMON_HEADERS), for the build assets (ccip/static.conf);
 * - `api-headers.conf`: those and the strictest policy (API_CSP), for nginx's own JSON refusals (ccip/error-headers.conf);
 * - `public-files.conf`: a location for each file of public/, sent from disk with the headers Next.js gives it
 *   (ccip/public.conf), so a Range request on it is answered as on a build asset (206 or 416, never Next.js's 500).
 * Anything else (RSC fetches, other methods, pages rendered per request) still goes to Next.js.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import {
  API_CSP,
  COMMON_HEADERS,
  DAY_CACHE,
  DAY_CACHED_FILES,
  DOCUMENT_HEADERS,
  GEOLOCATION_PATHS,
  permissionsPolicy,
  PUBLIC_FILE_CACHE,
} from "../../lib/security/headers";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const appDir = join(distDir, "server", "app");
const outDir = join(distDir, "nginx");
/** Where `next start` finds public/: beside the build, in the folder the build runs in. */
const publicDir = resolve("public");
/** What Next.js sends with a prerendered page besides the headers above (seen on `next start` 16.4). */
const NEXT_PAGE_HEADERS = [
  { key: "Vary", value: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch" },
  { key: "Cache-Control", value: "s-maxage=31536000" },
];

type Meta = { status?: number; headers?: Record<string, string> };

function* filesIn(dir: string, keep: (name: string) => boolean = () => true): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path, keep);
    else if (keep(entry.name)) yield path;
  }
}
const pages = (dir: string) => filesIn(dir, (name) => name.endsWith(".html"));

/** Whether a public address matches one of next.config.ts's header sources (`/exact` or `/prefix/:path*`). */
const matchesSource = (path: string, source: string) =>
  source.endsWith("/:path*") ? path.startsWith(source.slice(0, -":path*".length)) : path === source;

/**
 * One location per file of public/, with the headers next.config.ts and the middleware give it: those of every
 * answer and of documents, the strictest policy (but on the PDFs, for the browser's viewer), and its Cache-Control.
 * GET and HEAD only: nginx's file handler answers other methods with 405 (ccip/errors.conf).
 */
function publicFileLocations(header: (h: { key: string; value: string }) => string): string[] {
  if (!existsSync(publicDir)) return [];
  return [...filesIn(publicDir)].sort().flatMap((file) => {
    const path = "/" + relative(publicDir, file).split(sep).join("/");
    const headers = [
      ...COMMON_HEADERS,
      ...DOCUMENT_HEADERS,
      { key: "Permissions-Policy", value: permissionsPolicy(false) },
      ...(path.startsWith("/api/file/pdf/") ? [] : [{ key: "Content-Security-Policy", value: API_CSP }]),
      {
        key: "Cache-Control",
        value: DAY_CACHED_FILES.some((source) => matchesSource(path, source)) ? DAY_CACHE : PUBLIC_FILE_CACHE,
      },
    ];
    return [
      `location = ${quote(path)} {`,
      `    root ${quote(publicDir)};`,
      "    charset utf-8;",
      ...headers.map((h) => `    ${header(h)}`),
      "}",
    ];
  });
}

/** `th/Law/act.html` → `/Law/act`, `en.html` → `/en`, `th.html` → `/`; undefined for files outside the locales. */
function publicPath(file: string): string | undefined {
  const route = "/" + relative(appDir, file).replace(/\.html$/, "");
  const match = /^\/(th|en)(\/.*)?$/.exec(route);
  if (!match) return undefined;
  const [, locale, rest = ""] = match;
  return locale === "th" ? rest || "/" : `/en${rest}`;
}

/** nginx string, double-quoted. Values with `$` (nginx's variables) or quotes do not occur; refuse them if they do. */
function quote(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`[nginx-pages] cannot quote ${value.slice(0, 60)}`);
  return `"${value}"`;
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
    const path = publicPath(html);
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
      "",
    ].join("\n"),
  );
  const header = ({ key, value }: { key: string; value: string }) => `add_header ${key} ${quote(value)} always;`;
  const headerFile = (name: string, what: string, lines: string[]) =>
    writeFileSync(
      join(outDir, name),
      [`# Generated by scripts/build/nginx-pages.ts from lib/security/headers.ts: ${what}.`, ...lines, ""].join("\n"),
    );
  headerFile("page-headers.conf", "the headers of a prerendered page, as Next.js sends them", [
    ...[...COMMON_HEADERS, ...DOCUMENT_HEADERS, ...NEXT_PAGE_HEADERS].map(header),
    "add_header Permissions-Policy $ccip_page_permissions always;",
    "add_header Content-Security-Policy $ccip_page_csp always;",
  ]);
  headerFile("common-headers.conf", "the headers of every answer", COMMON_HEADERS.map(header));
  headerFile(
    "api-headers.conf",
    "the headers of every answer and the strictest policy, for answers that are not pages",
    [{ key: "Content-Security-Policy", value: API_CSP }, ...COMMON_HEADERS].map(header),
  );
  headerFile("public-files.conf", "the files of public/, from disk, with their headers", publicFileLocations(header));
  console.log(`[nginx-pages] ${files.length} pages for nginx in ${outDir} (with .br and .gz beside each page)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
