// `npm run test:edge`: the site built by OpenNext's Cloudflare adapter, served by workerd and checked by the
// Playwright specs in tests/edge (playwright.edge.config.ts starts workerd and the local OpenID server).
// `-- --no-build` reuses .open-next; any other argument goes to Playwright (a spec, -g, --workers).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureSystem, systemEnv } from "./ensure-system.mjs";
import { WORKER_BUDGET_KIB, workerSize } from "../edge/worker-size.mjs";

/** The origin the specs expect (edgeURL in playwright.edge.config.ts, wrangler.jsonc's dev port). */
const EDGE_URL = "http://localhost:8787";
const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const system = ensureSystem();

/** Runs a step and prints how long it took: the build and the specs are timed apart (CONTRIBUTING.md). */
function step(label, file, stepArgs, env = {}) {
  const started = Date.now();
  try {
    execFileSync(file, stepArgs, { stdio: "inherit", env: { ...process.env, ...env } });
  } catch (error) {
    console.error(`\n[edge] ${label} failed`);
    process.exit(error.status ?? 1);
  }
  console.log(`[edge] ${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (build) {
  // Prerendered pages, robots, sitemaps and the feed carry SITE_URL from build time: workerd's origin.
  step("npm run build:edge", "npm", ["run", "build:edge"], { SITE_URL: EDGE_URL });
} else if (!existsSync(".open-next/worker.js")) {
  console.error("[edge] no .open-next/worker.js: run without --no-build (or npm run build:edge) first");
  process.exit(1);
}
// The upload as Cloudflare counts it (wrangler.jsonc's minify included): past the budget the run fails here, before
// the specs.
const size = workerSize();
console.log(`[edge] Worker: ${size.rawKib} KiB, ${size.gzipKib} KiB gzip (budget ${WORKER_BUDGET_KIB} KiB gzip)`);
if (size.gzipKib > WORKER_BUDGET_KIB) {
  console.error(`[edge] the Worker is over its budget by ${(size.gzipKib - WORKER_BUDGET_KIB).toFixed(1)} KiB gzip`);
  process.exit(1);
}
step(
  "specs on workerd",
  process.execPath,
  [
    "node_modules/@playwright/test/cli.js",
    "test",
    "-c",
    "playwright.edge.config.ts",
    ...args.filter((arg) => arg !== "--no-build"),
  ],
  systemEnv(system),
);
