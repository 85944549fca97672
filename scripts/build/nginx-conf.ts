/**
 * The text of the files the build writes for nginx (scripts/build/nginx-pages.ts writes them into `<distDir>/nginx`),
 * each derived from the module that owns its facts, so nginx cannot say anything the app does not:
 * - header values from lib/security/headers.ts, Cache-Control values from lib/http/cache-control.ts;
 * - the bodies of nginx's own refusals from apiErrorBody (lib/http/api-error.ts), their Allow from lib/http/allow.ts;
 * - the locales and their URL prefixes from i18n/routing.ts;
 * - what the front refuses before the app from lib/http/front-refusals.ts, the Worker front's rules too;
 * - the body limit from BODY_LIMIT_MIB below, its one home.
 * No file access here: tests/unit/nginx-generated.test.ts checks key lines of each file, typed out by hand.
 */
import { localizedPath, locales } from "../../i18n/locales";
import { RENEW_ALLOW, RENEW_PATH } from "../../lib/auth/paths";
import { ALLOW, type AllowList } from "../../lib/http/allow";
import { apiErrorBody, JSON_HEADERS, type ApiErrorBody } from "../../lib/http/api-error";
import { CACHE_CONTROL } from "../../lib/http/cache-control";
import { API_FILES, ENCODING_CHECKED } from "../../lib/http/front-refusals";
import { WELL_FORMED_PATH } from "../../lib/http/path-encoding";
import {
  API_CSP,
  COMMON_HEADERS,
  DAY_CACHED_FILES,
  DOCUMENT_HEADERS,
  permissionsPolicy,
} from "../../lib/security/headers";

export type Header = { key: string; value: string };

/** nginx string, double-quoted. Values with `$` (nginx's variables) or quotes do not occur; refuse them if they do. */
export function quote(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`[nginx-pages] cannot quote ${value.slice(0, 60)}`);
  return `"${value}"`;
}

export const headerLine = ({ key, value }: Header) => `add_header ${key} ${quote(value)} always;`;

/** What Next.js sends with a prerendered page besides the security headers (seen on `next start` 16.4). */
export const NEXT_PAGE_HEADERS: Header[] = [
  { key: "Vary", value: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch" },
  { key: "Cache-Control", value: CACHE_CONTROL.page },
];

/**
 * The public address of a prerendered page, from its route under server/app: `/th/Law/act` → `/Law/act`,
 * `/en` → `/en`, `/th` → `/`; undefined for routes outside the locales.
 */
export function publicPath(route: string): string | undefined {
  const [, first = "", ...rest] = route.split("/");
  const locale = locales.find((l) => l === first);
  if (!locale) return undefined;
  return localizedPath(locale, rest.length ? `/${rest.join("/")}` : "/");
}

/** Whether a public address matches one of next.config.ts's header sources (`/exact` or `/prefix/:path*`). */
const matchesSource = (path: string, source: string) =>
  source.endsWith("/:path*") ? path.startsWith(source.slice(0, -":path*".length)) : path === source;

/**
 * The headers next.config.ts and the middleware give a file of public/: those of every answer and of documents, the
 * strictest policy (but on the PDFs, for the browser's viewer), and its Cache-Control.
 */
export function publicFileHeaders(path: string): Header[] {
  return [
    ...COMMON_HEADERS,
    ...DOCUMENT_HEADERS,
    { key: "Permissions-Policy", value: permissionsPolicy(false) },
    ...(path.startsWith("/api/file/pdf/") ? [] : [{ key: "Content-Security-Policy", value: API_CSP }]),
    {
      key: "Cache-Control",
      value: DAY_CACHED_FILES.some((source) => matchesSource(path, source))
        ? CACHE_CONTROL.dayFile
        : CACHE_CONTROL.publicFile,
    },
  ];
}

/** The header files ccip/ includes, by name: the headers of a prerendered page, of a build asset, of non-pages. */
export function headerFiles(): Record<string, { what: string; lines: string[] }> {
  return {
    "page-headers.conf": {
      what: "the headers of a prerendered page, as Next.js sends them",
      lines: [
        ...[...COMMON_HEADERS, ...DOCUMENT_HEADERS, ...NEXT_PAGE_HEADERS].map(headerLine),
        "add_header Permissions-Policy $ccip_page_permissions always;",
        "add_header Content-Security-Policy $ccip_page_csp always;",
      ],
    },
    "static-headers.conf": {
      what: "the headers of a build asset: those of every answer, and its Cache-Control",
      lines: [{ key: "Cache-Control", value: CACHE_CONTROL.staticAsset }, ...COMMON_HEADERS].map(headerLine),
    },
    "api-headers.conf": {
      what: "the headers of every answer and the strictest policy, for answers that are not pages",
      lines: [{ key: "Content-Security-Policy", value: API_CSP }, ...COMMON_HEADERS].map(headerLine),
    },
  };
}

/**
 * The largest request body nginx takes, in MiB. The largest body any route takes is a staff form or a feedback answer
 * (a few KiB, checked again by the app): nothing legitimate comes near it, so a larger one is refused (413) before a
 * byte reaches Next.js. The same size is nginx's body buffer, so a body it takes is kept in memory, never on disk.
 */
export const BODY_LIMIT_MIB = 1;

/** `body-limit.conf`, included at http level by ccip/http.conf. */
export const bodyLimitConf = (): string[] => [
  `client_max_body_size ${BODY_LIMIT_MIB}m;`,
  `client_body_buffer_size ${BODY_LIMIT_MIB}m;`,
];

/**
 * What the front refuses before the app (lib/http/front-refusals.ts), as maps over the path as the client sent it
 * ($ccip_request_path, ccip/http.conf), which $ccip_refusal reads there: `$ccip_bad_path` is 1 for a path under /api
 * or /_next whose percent-encoding does not decode (400); `$ccip_file` is 1 for a file served by name, which answers
 * GET and HEAD only (405). nginx's map keys ignore case: `/FEED.XML` counts as the feed, which no page is either.
 */
export function frontRefusalMaps(servedFiles: Iterable<string>): string[] {
  return [
    "map $ccip_request_path $ccip_bad_path {",
    "    default 0;",
    `    ${regexKey(WELL_FORMED_PATH, { caseless: true })} 0;`,
    `    ${regexKey(ENCODING_CHECKED)} 1;`,
    "}",
    "map $ccip_request_path $ccip_file {",
    "    default 0;",
    ...[...servedFiles].map((path) => `    ${quote(path)} 1;`),
    `    ${regexKey(API_FILES)} 1;`,
    "}",
  ];
}

/** A regular expression as a map key, double-quoted: a map key is never read for variables, so `$` is an anchor. */
function regexKey(pattern: string, { caseless = false } = {}): string {
  if (/["\\\s;{}]/.test(pattern)) throw new Error(`[nginx-pages] cannot write ${pattern.slice(0, 60)} as a map key`);
  return `"~${caseless ? "*" : ""}${pattern}"`;
}

/** An answer nginx gives itself, without Next.js: its status, the statuses sent to it, and the site's error body. */
export type NginxRefusal = { status: number; from?: number[]; error: ApiErrorBody };

/**
 * nginx's own refusals (ccip/errors.conf includes them). A Range past the end of a file keeps nginx's own 416 (an
 * error page would drop its Content-Range); a connection cut for time (408) gets a TCP reset and no answer
 * (ccip/http.conf), so neither has a page here. nginx answers 405 itself to TRACE and TRACK (any address) and to other
 * methods than GET and HEAD on files served by name (frontRefusalMaps) and build assets; its Allow is $ccip_allow
 * (allowMap).
 */
export const NGINX_REFUSALS: NginxRefusal[] = [
  { status: 400, from: [400, 494], error: { code: "bad_request", message: "The request is malformed." } },
  { status: 404, error: { code: "not_found", message: "Nothing is served at this address." } },
  { status: 405, error: { code: "method_not_allowed", message: "This method is not served." } },
  { status: 413, error: { code: "too_large", message: `The body is over ${BODY_LIMIT_MIB} MiB.` } },
  { status: 414, error: { code: "uri_too_long", message: "The address is over 16 KiB." } },
  { status: 429, error: { code: "too_many_connections", message: "Too many connections from one address." } },
  {
    status: 501,
    error: { code: "not_implemented", message: "This transfer encoding or method is not supported." },
  },
  { status: 505, error: { code: "http_version_not_supported", message: "This HTTP version is not supported." } },
  // No instance of the app answered: refused, reset, or nothing within the proxy's timeouts (ccip/http.conf). An
  // answer the app gives itself with these statuses (its readiness 503) keeps its own body: nginx intercepts none.
  { status: 502, error: { code: "bad_gateway", message: "The site is not answering; try again in a minute." } },
  { status: 503, error: { code: "unavailable", message: "The site is not answering; try again in a minute." } },
  { status: 504, error: { code: "gateway_timeout", message: "The site did not answer in time; try again." } },
];

/** The body nginx sends for a refusal: apiErrorBody's text, in an nginx single-quoted string. */
export function refusalBody(refusal: NginxRefusal): string {
  const body = apiErrorBody(refusal.error);
  if (/['\\$]/.test(body)) throw new Error(`[nginx-pages] cannot quote ${body.slice(0, 60)}`);
  return body;
}

/**
 * `errors.conf`: an error_page per status and an internal location answering it, with the headers of the app's API
 * errors (JSON_HEADERS, no-store, the strictest policy and the headers of every answer). Addresses, not named
 * locations: a request refused while its request line is read (`OPTIONS *`) has no address of its own, and nginx
 * cannot hand such a request to a named location.
 */
export function errorsConf(): string[] {
  const contentType = JSON_HEADERS["Content-Type"];
  return [
    ...NGINX_REFUSALS.map(({ status, from = [status] }) => `error_page ${from.join(" ")} /.ccip-error/${status};`),
    ...NGINX_REFUSALS.flatMap((refusal) => [
      `location = /.ccip-error/${refusal.status} {`,
      "    internal;",
      `    default_type ${quote(contentType)};`,
      `    ${headerLine({ key: "Cache-Control", value: CACHE_CONTROL.noStore })}`,
      "    include ccip-build/nginx/api-headers.conf;",
      ...(refusal.status === 405 ? ["    add_header Allow $ccip_allow always;"] : []),
      `    return ${refusal.status} '${refusalBody(refusal)}';`,
      "}",
    ]),
  ];
}

/**
 * What Node.js refuses before the app runs (a header value with a control character, headers over its limit) comes
 * back with a status and no header at all. Every answer the app gives carries `X-Content-Type-Options` (next.config.ts,
 * COMMON_HEADERS), so an error answer from upstream without it is such a bare refusal: `bareHeaderMaps` (http level)
 * and `bareHeaderLines` (ccip/app-proxy.conf) give it the headers of nginx's own refusals. add_header with an empty
 * value sends nothing, so every other answer passes as the app wrote it.
 */
export function bareHeaders(): Header[] {
  return [
    { key: "Cache-Control", value: CACHE_CONTROL.noStore },
    { key: "Content-Security-Policy", value: API_CSP },
    ...COMMON_HEADERS,
  ];
}

const bareVariable = (key: string) => `$ccip_bare_${key.toLowerCase().replace(/-/g, "_")}`;

export function bareHeaderMaps(): string[] {
  return [
    // The last upstream's status (after a retry the variable lists each try) and its nosniff header.
    'map "$upstream_status|$upstream_http_x_content_type_options" $ccip_bare {',
    "    default 0;",
    '    "~(?:^|, )[45][0-9][0-9][|]$" 1;',
    "}",
    ...bareHeaders().flatMap(({ key, value }) => [
      `map $ccip_bare ${bareVariable(key)} {`,
      '    default "";',
      `    1 ${quote(value)};`,
      "}",
    ]),
  ];
}

export const bareHeaderLines = (): string[] =>
  bareHeaders().map(({ key }) => `add_header ${key} ${bareVariable(key)} always;`);

/** A literal path as a regex of nginx's map: each character that means something there in a class of its own. */
const literalPattern = (path: string) => path.replace(/[.+*?()|[\]{}$^]/g, (c) => `[${c}]`);

/**
 * The address pattern of an API route file, as a regular expression over $request_uri (path and query):
 * `app/api/feedback/route.ts` → `^/api/feedback(?:[?]|$)`. Dynamic segments match any segment (`[locale]`), any path
 * (`[...slug]`) or none (`[[...slug]]`); route groups `(name)` are not in the address. No backslash: nginx would need
 * it escaped again.
 */
export function routePattern(file: string): string {
  const segments = file
    .replace(/^app/, "")
    .split("/")
    .slice(1, -1)
    .filter((s) => !/^\(.*\)$/.test(s));
  const path = segments
    .map((s) => {
      if (/^\[\[\.\.\.\w+\]\]$/.test(s)) return "(?:/[^?]*)?";
      if (/^\[\.\.\.\w+\]$/.test(s)) return "/[^?]+";
      if (/^\[\w+\]$/.test(s)) return "/[^/?]+";
      return "/" + literalPattern(s);
    })
    .join("");
  return `^${path}(?:[?]|$)`;
}

/**
 * Addresses inside a route file with an Allow list of their own, from the constant the route itself refuses with:
 * the renewal, a GET-only redirect inside Auth.js's catch-all route (app/api/auth/[...nextauth]/route.ts).
 */
const SUBPATH_ALLOW: Record<string, { path: string; allow: AllowList }[]> = {
  "app/api/auth/[...nextauth]/route.ts": [{ path: RENEW_PATH, allow: RENEW_ALLOW }],
};

/**
 * The Allow of each API route that names one: the list its own 405 sends (`methodNotAllowed(ALLOW.<name>)`), so
 * nginx's 405 for the same address (TRACE, TRACK) says what the route says; a sub-path with its own list comes first,
 * as nginx takes the first regex that matches. Other addresses answer GET and HEAD. A file naming two `ALLOW` lists
 * stops the build: which address each is for cannot be read from the text (a sub-path's list is a shared constant).
 */
export function apiAllowRows(routes: { file: string; text: string }[]): [string, AllowList][] {
  return routes.flatMap(({ file, text }): [string, AllowList][] => {
    const names = [...new Set([...text.matchAll(/methodNotAllowed\(ALLOW\.(\w+)\)/g)].map((m) => m[1]))];
    if (names.length === 0) return [];
    if (names.length > 1) throw new Error(`[nginx-pages] ${file}: refuses with ALLOW.${names.join(" and ALLOW.")}`);
    const [name] = names;
    if (!(name in ALLOW)) throw new Error(`[nginx-pages] ${file}: no ALLOW.${name}`);
    const subpaths = (SUBPATH_ALLOW[file] ?? []).map(({ path, allow }): [string, AllowList] => [
      `^${literalPattern(path)}(?:[?]|$)`,
      allow,
    ]);
    return [...subpaths, [routePattern(file), ALLOW[name as keyof typeof ALLOW]]];
  });
}

/** `$ccip_allow`, the Allow of nginx's 405 (errors.conf): the route's own list, else that of pages and files. */
export function allowMap(rows: [string, AllowList][]): string[] {
  for (const [pattern] of rows)
    if (/["'\\\s;{}]/.test(pattern)) throw new Error(`[nginx-pages] cannot write ${pattern} in a map`);
  return [
    "map $request_uri $ccip_allow {",
    `    default ${quote(ALLOW.read)};`,
    ...rows.map(([pattern, allow]) => `    ~${pattern} ${quote(allow)};`),
    "}",
  ];
}
