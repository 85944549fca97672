import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { availableParallelism } from "node:os";
import {
  API_CSP,
  COMMON_HEADERS,
  DAY_CACHED_FILES,
  DOCUMENT_HEADERS,
  DOCUMENT_PATHS,
  GEOLOCATION_PATHS,
  permissionsPolicy,
  SHARED_IMAGE_HEADERS,
  SHARED_IMAGE_PATHS,
} from "./lib/security/headers";
import { CACHE_CONTROL } from "./lib/http/cache-control";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // A separate build folder per run lets parallel checks (a benchmark, a second test run) not overwrite each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The build's SITE_URL, written into the compiled code: pages rendered per request use the origin the prerendered
  // ones carry, and the server refuses to start with another (lib/site-url.ts, instrumentation.ts).
  env: { BUILD_SITE_URL: process.env.SITE_URL ?? "" },
  // Behind nginx (deploy/nginx), nginx compresses (brotli, or gzip) and keeps the compressed page: the pair starts
  // Next with NEXT_COMPRESS=0 so nothing is compressed twice. A bare `next start` compresses as Next does, with gzip.
  compress: process.env.NEXT_COMPRESS !== "0",
  reactStrictMode: true,
  // The site uses no next/image: the optimiser (/_next/image) would only serve others, at up to a second of CPU and a
  // file on disk per request. Off here, and refused at nginx (deploy/nginx/ccip/public.conf).
  images: { unoptimized: true },
  experimental: {
    // The stylesheet is a file, not inlined (no inlineCss): inlined, its 32 KB were written twice into every page, in
    // <head> and again in the React payload that the browser parses and decodes before hydrating, and downloaded again
    // with every page. As a file it costs one request before the first paint and is cached for the next pages
    // (docs/performance.md, "The stylesheet").
    // Next keeps a copy of each request body the middleware may read, up to this size (default 10 MB), and reads
    // past it without keeping: a 50 MB post to a page held ~60 MB. The middleware reads no body (posts to pages get
    // a 405 unread), so a small copy is enough.
    proxyClientMaxBodySize: 256 * 1024,
    // Pages and social cards are prerendered by worker processes. Next's default is one fewer than the cores, for a
    // main process that only waits meanwhile: on a 2-core machine, one worker. Every core prerenders instead.
    cpus: availableParallelism(),
  },
  // The social cards are prerendered at build (app/api/og): no request renders one. Left out of the route's trace,
  // @vercel/og (resvg.wasm, yoga.wasm, a font: 620 KiB gzip) stays out of the edge Worker, which OpenNext's
  // Cloudflare adapter sizes from these traces (free plan limit 3 MiB; docs/edge.md).
  // The file routes (sitemap, robots, the feeds) are prerendered too, and answered from the prerender cache for GET
  // and HEAD (the front refuses other methods, lib/http/front-refusals.ts): their code chunks (the content
  // collections, the card renderer, one of zod's copies) are left out of their traces, so only the chunks a
  // per-request route also traces reach the Worker.
  outputFileTracingExcludes: {
    "/api/og/**": ["node_modules/next/dist/compiled/@vercel/og/**", ".next/server/chunks/**"],
    "/sitemap.xml": [".next/server/chunks/**"],
    "/robots.txt": [".next/server/chunks/**"],
    // Matched as "contains": both feeds, /feed.xml and /[locale]/feed.xml.
    "/feed.xml": [".next/server/chunks/**"],
  },
  async headers() {
    return [
      { source: "/:path*", headers: COMMON_HEADERS },
      {
        source: DOCUMENT_PATHS,
        headers: [
          ...DOCUMENT_HEADERS,
          { key: "Permissions-Policy", value: permissionsPolicy(false) },
          // No page policy here: a static page stores its own, with its scripts' hashes (scripts/csp/hash-pages.ts),
          // and the middleware gives the others theirs (lib/middleware/security-headers.ts).
        ],
      },
      ...GEOLOCATION_PATHS.map((source) => ({
        source,
        headers: [{ key: "Permissions-Policy", value: permissionsPolicy(true) }],
      })),
      { source: "/api/:path((?!file/pdf/).*)", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      { source: SHARED_IMAGE_PATHS, headers: SHARED_IMAGE_HEADERS },
      ...DAY_CACHED_FILES.map((source) => ({
        source,
        headers: [{ key: "Cache-Control", value: CACHE_CONTROL.dayFile }],
      })),
    ];
  },
};

export default withNextIntl(nextConfig);
