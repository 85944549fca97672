// The Worker's entry (wrangler.jsonc `main`): a small front before OpenNext's Worker. It refuses what nginx refuses
// at home before the app runs (lib/http/front-refusals.ts: malformed paths under /api and /_next, other methods on
// files). A prerendered page asked for by its bare address (GET or HEAD, no query, not a React Server Components
// request) is answered from the static assets with its own headers, as the middleware and next.config.ts would have
// set them; a search the edge cache holds is answered from there (search-cache.mjs); everything else goes to OpenNext
// (.open-next/worker.js, written by `opennextjs-cloudflare build`). The pages and their policies are published with
// the assets by scripts/edge/static-pages.ts, so the Worker's code stays the same size as content grows.
import openNext from "../../.open-next/worker.js";
import { apiError } from "../../lib/http/api-error.ts";
import { frontRefusal } from "../../lib/http/front-refusals.ts";
import { searchFromCache } from "./search-cache.mjs";
import {
  API_CSP,
  COMMON_HEADERS,
  DOCUMENT_HEADERS,
  GEOLOCATION_PATHS,
  permissionsPolicy,
} from "../../lib/security/headers.ts";

export * from "../../.open-next/worker.js";

const MANIFEST = "/_edge/pages.json";
/** Next's own Vary on pages: an HTML answer must never be taken for the RSC payload of the same address. */
const VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

let manifest;

function pagesOf(env, url) {
  manifest ??= env.ASSETS.fetch(new URL(MANIFEST, url)).then(
    (response) => (response.ok ? response.json() : {}),
    () => ((manifest = undefined), {}),
  );
  return manifest;
}

/**
 * Whether the client takes brotli: `br` in its Accept-Encoding, not refused with q=0. Cloudflare may rewrite the
 * header before the Worker sees it, and then keeps the client's own in `request.cf.clientAcceptEncoding`.
 */
function takesBrotli(request) {
  const accepted = request.cf?.clientAcceptEncoding ?? request.headers.get("accept-encoding") ?? "";
  return accepted.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return coding.trim() === "br" && (q === undefined || Number(q.slice(2)) > 0);
  });
}

async function prerendered(request, env) {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  if (url.search || request.headers.has("rsc") || request.headers.has("next-router-prefetch")) return undefined;
  const page = (await pagesOf(env, url))[url.pathname];
  if (!page) return undefined;
  // A browser that takes brotli gets the file compressed at build, sent as it is (encodeBody "manual"): compressing
  // the page again on each request was most of its cost on workerd.
  const brotli = takesBrotli(request);
  const assetHeaders = new Headers(request.headers);
  if (brotli) assetHeaders.delete("accept-encoding");
  const asset = await env.ASSETS.fetch(new URL(brotli ? `${page.file}.br` : page.file, url), { headers: assetHeaders });
  if (asset.status !== 200 && asset.status !== 304) return undefined;
  const headers = new Headers(asset.headers);
  for (const { key, value } of [...COMMON_HEADERS, ...DOCUMENT_HEADERS]) headers.set(key, value);
  headers.set("Permissions-Policy", permissionsPolicy(GEOLOCATION_PATHS.includes(url.pathname)));
  headers.set("Content-Security-Policy", page.csp);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Vary", VARY);
  headers.delete("X-Robots-Tag");
  if (brotli) headers.set("Content-Encoding", "br");
  return new Response(request.method === "HEAD" ? null : asset.body, {
    status: asset.status,
    headers,
    encodeBody: brotli ? "manual" : "automatic",
  });
}

const CARDS = "/_edge/cards.json";
let cards;

/**
 * The social cards are prerendered, and their route's code is left out of the Worker (next.config.ts): a card path
 * with no card gets the API catch-all's JSON 404 here, as under `next start`, not a failure to load that code.
 */
async function missingCard(request, env) {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/api/og/") || url.pathname.endsWith("/")) return undefined;
  cards ??= env.ASSETS.fetch(new URL(CARDS, url)).then(
    async (response) => (response.ok ? new Set(await response.json()) : undefined),
    () => (cards = undefined),
  );
  const known = await cards;
  if (!known || known.has(url.pathname)) return undefined;
  return answered(request, apiError(404, { code: "not_found", message: "No API endpoint at this path." }));
}

/** An answer of the front's own, with the headers next.config.ts gives the API's: those of every answer, no scripts. */
function answered(request, response) {
  for (const { key, value } of COMMON_HEADERS) response.headers.set(key, value);
  response.headers.set("Content-Security-Policy", API_CSP);
  return request.method === "HEAD" ? new Response(null, response) : response;
}

const worker = {
  async fetch(request, env, ctx) {
    const refused = frontRefusal(request);
    if (refused) return answered(request, refused);
    return (
      (await prerendered(request, env)) ??
      (await missingCard(request, env)) ??
      (await searchFromCache(request, env, ctx, (r) => openNext.fetch(r, env, ctx))) ??
      openNext.fetch(request, env, ctx)
    );
  },
};
export default worker;
