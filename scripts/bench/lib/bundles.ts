/**
 * JavaScript a first visit downloads per route, gzip-compressed, from `.next/diagnostics/route-bundle-stats.json`
 * (Next 16's build table no longer prints First Load JS).
 *
 * The floor is the bare framework: the `rootMainFiles` of `build-manifest.json`, i.e. React, the Next.js client
 * runtime and the bundler runtime that every App Router page loads before any code of ours. It is measured in the
 * same build, so a Next.js or React upgrade moves the floor and not the budget. Over the floor is what our own client
 * components (splash, dialogs, menus, search box) and the libraries they import cost.
 *
 * Lazy chunks are the ones a route's next/dynamic parts fetch once a page of it renders them (the appeal helper's
 * check, form and office list on the registry route), listed in the route's `react-loadable-manifest.json`: not in
 * the first load, but downloaded by every visitor of a page that embeds them, so the report counts them too.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export type RouteJs = {
  route: string;
  gzipBytes: number;
  overFloorBytes: number;
  chunks: { path: string; gzipBytes: number }[];
  /** The chunks its lazy parts fetch beyond the first load, and their gzip bytes. */
  lazyChunks: { path: string; gzipBytes: number }[];
  lazyBytes: number;
};
export type BundleReport = {
  floorBytes: number;
  floorChunks: string[];
  sharedBytes: number;
  smallestRoute: string;
  routes: RouteJs[];
};

const KiB = 1024;
export const BUDGET_OVER_FLOOR = 25 * KiB;

const gzipCache = new Map<string, number>();
const gzipSize = (path: string) => {
  let size = gzipCache.get(path);
  if (size === undefined) gzipCache.set(path, (size = gzipSync(readFileSync(path)).length));
  return size;
};

export function bundleReport(distDir: string): BundleReport {
  const statsFile = join(distDir, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(statsFile)) throw new Error(`${statsFile} missing: build first`);
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  const manifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  // Paths in the stats are relative to the project root and already start with the build folder.
  const floorChunks = manifest.rootMainFiles.map((f) => join(distDir, f));
  const floorBytes = floorChunks.reduce((sum, p) => sum + gzipSize(p), 0);
  const shared =
    stats.reduce<string[] | null>(
      (acc, r) => (acc ? acc.filter((p) => r.firstLoadChunkPaths.includes(p)) : [...r.firstLoadChunkPaths]),
      null,
    ) ?? [];

  const routes = stats.map(({ route, firstLoadChunkPaths }) => {
    const chunks = firstLoadChunkPaths.map((path) => ({ path, gzipBytes: gzipSize(path) }));
    const gzipBytes = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
    const lazyChunks = lazyChunkPaths(distDir, route)
      .filter((path) => !firstLoadChunkPaths.includes(path))
      .map((path) => ({ path, gzipBytes: gzipSize(path) }));
    const lazyBytes = lazyChunks.reduce((sum, c) => sum + c.gzipBytes, 0);
    return { route, gzipBytes, overFloorBytes: gzipBytes - floorBytes, chunks, lazyChunks, lazyBytes };
  });
  const smallest = routes.reduce((a, b) => (b.gzipBytes < a.gzipBytes ? b : a));
  return {
    floorBytes,
    floorChunks,
    sharedBytes: shared.reduce((sum, p) => sum + gzipSize(p), 0),
    smallestRoute: `${smallest.route} (${kib(smallest.gzipBytes)})`,
    routes,
  };
}

/** Every chunk the next/dynamic imports of a route's page can fetch, as paths like the stats' (build folder first). */
export function lazyChunkPaths(distDir: string, route: string): string[] {
  const manifest = join(
    distDir,
    "server",
    "app",
    ...route.split("/").filter(Boolean),
    "page",
    "react-loadable-manifest.json",
  );
  if (!existsSync(manifest)) return [];
  const entries = Object.values(JSON.parse(readFileSync(manifest, "utf8")) as Record<string, { files: string[] }>);
  return [...new Set(entries.flatMap((entry) => entry.files))]
    .filter((f) => f.endsWith(".js"))
    .map((f) => join(distDir, f));
}

export const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
