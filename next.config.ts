import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import {
  API_CSP,
  COMMON_HEADERS,
  DOCUMENT_HEADERS,
  DOCUMENT_PATHS,
  GEOLOCATION_PATHS,
  pageCsp,
  permissionsPolicy,
} from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // A separate build folder per run lets parallel checks (a benchmark, a second test run) not overwrite each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // The stylesheet is small (≈6 KiB gzip): inlined in <head> it costs no render-blocking request on a slow phone.
  experimental: { inlineCss: true },
  // The social cards are prerendered at build (app/api/og): no request renders one. Left out of the route's trace,
  // @vercel/og (resvg.wasm, yoga.wasm, a font: 620 KiB gzip) stays out of the edge Worker, which OpenNext's
  // Cloudflare adapter sizes from these traces (issue 20; free plan limit 3 MiB).
  outputFileTracingExcludes: { "/api/og/**": ["node_modules/next/dist/compiled/@vercel/og/**"] },
  async headers() {
    return [
      { source: "/:path*", headers: COMMON_HEADERS },
      {
        source: DOCUMENT_PATHS,
        headers: [
          ...DOCUMENT_HEADERS,
          { key: "Permissions-Policy", value: permissionsPolicy(false) },
          // Pages get theirs again from the middleware, with the values of the running server's environment.
          { key: "Content-Security-Policy", value: pageCsp() },
        ],
      },
      ...GEOLOCATION_PATHS.map((source) => ({
        source,
        headers: [{ key: "Permissions-Policy", value: permissionsPolicy(true) }],
      })),
      { source: "/api/:path((?!file/pdf/).*)", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      // The loader Next names as its bootstrap script (scripts/patches/defer-framework-scripts.mjs). Its code is the
      // same in every build, as the chunk list comes in its URL fragment: fresh for a day.
      {
        source: "/framework-boot.js",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
      {
        source: "/api/file/pdf/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
