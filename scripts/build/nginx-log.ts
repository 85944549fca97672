/**
 * What nginx's access log writes for the address asked for (ccip/http.conf, log_format ccip_private): never the path a
 * visitor typed, which may hold an ID number or an e-mail address (`/1-1037-02345-67-1`, `/api/og/th/somchai@...`), but
 * the route it reached: a page's own address as the build knows it, an API route's pattern as its folder names it
 * (`/api/og/[locale]/[[...slug]]`), a build asset's folder, else `-`. Every value is written here, at build, from the
 * site's own lists; nothing of the request reaches the log. No file access: scripts/build/nginx-pages.ts hands the
 * lists in, tests/unit/nginx-generated.test.ts checks the map.
 */
import { localizedPath, locales } from "../../i18n/locales";
import { APP_PAGES } from "../../lib/routes";
import { quote } from "./nginx-conf";

/** `app/api/og/[locale]/[[...slug]]/route.tsx` → `/api/og/[locale]/[[...slug]]` (route groups left out). */
export function routeName(file: string): string {
  const segments = file
    .replace(/^app/, "")
    .split("/")
    .slice(1, -1)
    .filter((s) => !/^\(.*\)$/.test(s));
  return `/${segments.join("/")}`;
}

/** Longer exact keys than this become whole-path patterns: the hash's buckets are 128 bytes. */
const LONGEST_KEY = 96;

const rank = (file: string) => (routeName(file).includes("[") ? 1 : 0);

/** The value logged for a build asset, whatever its name. */
export const STATIC_ASSETS = "/_next/static/*";
/** The value logged for any other address: one the site does not serve, or a spelling of one it does. */
export const UNKNOWN_ROUTE = "-";

/**
 * `$ccip_log_route`, keyed on the path of the request as sent ($ccip_request_path: $request_uri without its query).
 * Exact addresses first (a hash lookup; nginx compares map strings without regard to case, and logs the site's own
 * spelling), then the API routes' patterns (routePattern, over the path alone) and the build assets' folder.
 */
export function logRouteMap(
  addresses: readonly string[],
  apiRoutes: readonly { file: string; pattern: string }[],
): string[] {
  const exact = new Map<string, string>();
  const pages = locales.flatMap((locale) => APP_PAGES.map((path) => localizedPath(locale, path)));
  // As a browser sends it: percent-encoded (a PDF of public/ has a Thai name).
  for (const address of [...addresses, ...pages].map(encodeURI))
    if (!exact.has(address.toLowerCase())) exact.set(address.toLowerCase(), address);
  for (const { pattern } of apiRoutes)
    if (/["'\\\s;{}]/.test(pattern)) throw new Error(`[nginx-log] cannot write ${pattern} in a map`);
  const addressesSorted = [...exact.values()].sort();
  // A key longer than nginx's hash bucket (map_hash_bucket_size, ccip/http.conf) is matched as a whole instead.
  const long = (address: string) => address.length > LONGEST_KEY;
  return [
    "map $ccip_request_path $ccip_log_route {",
    `    default ${quote(UNKNOWN_ROUTE)};`,
    ...addressesSorted.filter((a) => !long(a)).map((address) => `    ${quote(address)} ${quote(address)};`),
    ...addressesSorted
      .filter(long)
      .map((address) => `    "~*^${address.replace(/[.+*?()|[\]{}^$]/g, (c) => `[${c}]`)}$" ${quote(address)};`),
    `    "~^/_next/static/" ${quote(STATIC_ASSETS)};`,
    // Fixed addresses first, then the dynamic ones longest first: a route's own address before a catch-all above it
    // (`/api/[[...path]]`). nginx tries a map's regular expressions in order.
    ...[...apiRoutes]
      .sort((a, b) => rank(a.file) - rank(b.file) || routeName(b.file).length - routeName(a.file).length)
      .map(({ file, pattern }) => `    ~${pattern} ${quote(routeName(file))};`),
    "}",
  ];
}
