/**
 * `npm run bench:edge`: the same page, item-page and search requests against `next start` (Node) and against the
 * OpenNext build served by workerd (`preview:edge`), one after the other in one run, on this machine; the Worker's
 * size as Cloudflare counts it (`wrangler deploy --dry-run`: raw and gzip) and its build time, with today's content
 * and with a generated fixture of ten times the notifications and rulings (scripts/content/fixture.ts, built from a
 * scratch folder with CONTENT_DIR), and search's speed over that fixture; then the ratios the edge must meet.
 * `npm run build` into .next-perf (scripts/bench/lib/server.ts) is reused when fresh; both edge builds are made here.
 * Run under `flock /tmp/build.lock`. EDGE_BENCH_SECONDS (10) and EDGE_BENCH_CONNECTIONS (10) set each run;
 * EDGE_BENCH_FIXTURE=0 skips the fixture build.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

import { edgeEnv } from "../edge/run.mjs";
import { WORKER_BUDGET_KIB, workerSize } from "../edge/worker-size.mjs";
import { writeFixture } from "../content/fixture";
import { SEARCH_QUERIES } from "./lib/pages";
import { ensureBuild, startServer } from "./lib/server";
import { wrkLoad, type WrkResult } from "./lib/wrk";
import { ensureSystem, systemEnv } from "../test/ensure-system.mjs";

const SECONDS = Number(process.env.EDGE_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.EDGE_BENCH_CONNECTIONS ?? 10);
const NODE_PORT = 3160;
const EDGE_URL = "http://localhost:8787";
const PAGES = ["/", "/Public/Appealprocess", "/en/FAQ", "/en/Law/act", "/Law/Notification"];
const ITEMS = [
  "/Law/Notification/credit-models-2017",
  "/en/Law/Notification/data-processing-systems-2019",
  "/Member/Diagnosis/data-transmission",
  "/en/Member/Diagnosis/data-transmission",
];
const FIXTURE = process.env.EDGE_BENCH_FIXTURE !== "0";

type Run = WrkResult;

/**
 * `CONNECTIONS` connections for `SECONDS`, from wrk (./lib/wrk.ts): a load generator in the bench's own Node process
 * took a core's worth of CPU from the servers on these 2 cores, and not the same share from each runtime. Each request
 * names its own client (search is limited per client; TRUSTED_PROXY_HOPS=1 on both), and sends the Accept-Encoding
 * Cloudflare's edge hands a Worker whatever the browser sent: Next answers it with gzip, the Worker's front with the
 * page's brotli file. (wrangler dev re-encodes an answer to the first coding a client lists: with "gzip, deflate,
 * br" it would gzip every page again, a step of the local emulator, not of the edge.)
 */
function load(base: string, label: string, paths: string[], newPages = false): Promise<Run> {
  return wrkLoad(base, label, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    paths,
    headers: { "Accept-Encoding": "br, gzip" },
    manyClients: true,
    newPages,
  });
}

/**
 * "search" asks the six queries again and again, as people ask the common ones: on workerd the edge cache answers a
 * repeat (scripts/edge/search-cache.mjs); `next start` ranks each one. "new search" gives each request a page of its
 * own (`page=`, the same search): no address is asked twice, so on workerd every request goes through Next too.
 */
async function measure(
  base: string,
  runtime: string,
  what = ["pages", "items", "search", "new search"],
): Promise<Run[]> {
  for (const path of [...PAGES, ...ITEMS, ...SEARCH_QUERIES]) await fetch(base + path).then((r) => r.arrayBuffer()); // warm, off the clock
  const runs: Run[] = [];
  if (what.includes("pages")) runs.push(await load(base, `${runtime}: pages`, PAGES));
  if (what.includes("items")) runs.push(await load(base, `${runtime}: item pages`, ITEMS));
  if (what.includes("search")) runs.push(await load(base, `${runtime}: search API`, SEARCH_QUERIES));
  if (what.includes("new search"))
    runs.push(await load(base, `${runtime}: search API, new addresses`, SEARCH_QUERIES, true));
  return runs;
}

/** `npm run build:edge` with the given content folder; its wall time in seconds. */
function buildEdge(contentDir?: string): number {
  const started = Date.now();
  const env = { ...process.env, ...(contentDir ? { CONTENT_DIR: contentDir } : {}) };
  if (!contentDir) delete env.CONTENT_DIR;
  if (spawnSync("npm", ["run", "build:edge"], { stdio: ["ignore", "ignore", "inherit"], env }).status !== 0)
    throw new Error(`build:edge failed${contentDir ? ` with CONTENT_DIR=${contentDir}` : ""}`);
  return (Date.now() - started) / 1000;
}

/** Serves .open-next on workerd and measures it; stops it whatever happens. */
async function onWorkerd(label: string, what?: string[]): Promise<{ runs: Run[]; startup: number }> {
  // The Worker's variables come from wrangler's local secrets file of its test environment (wrangler.jsonc).
  const devVars = ".dev.vars.localtest";
  writeFileSync(devVars, 'SEARCH_RATE_LIMIT="1000000000"\nTRUSTED_PROXY_HOPS="1"\n');
  // --log-level warn: wrangler dev's line per request is posted from workerd to wrangler's Node process, a cost of
  // local development that a deployed Worker does not pay.
  const edge = spawn("npm", ["run", "preview:edge", "--", "--env", "localtest", "--log-level", "warn"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: edgeEnv(),
  });
  try {
    const startup = await waitForUp(EDGE_URL, edge, 180_000);
    console.error(`[bench:edge] ${label} …`);
    return { runs: await measure(EDGE_URL, label, what), startup };
  } finally {
    try {
      process.kill(-edge.pid!, "SIGTERM");
    } catch {
      // Already stopped.
    }
    rmSync(devVars, { force: true });
  }
}

async function waitForUp(url: string, child: ChildProcess, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (child.exitCode !== null) throw new Error(`preview:edge exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`workerd did not answer within ${ms / 1000} s`);
}

async function main() {
  Object.assign(process.env, systemEnv(ensureSystem({ bench: true })));
  // The fixture build first, so the site is left built from content/ at the end.
  let fixture: { seconds: number; size: { rawKib: number; gzipKib: number }; runs: Run[] } | undefined;
  if (FIXTURE) {
    const dir = writeFixture();
    console.error(`[bench:edge] build:edge with the 10x fixture (${dir}) …`);
    const seconds = buildEdge(dir);
    const size = workerSize();
    const { runs } = await onWorkerd("workerd, 10x fixture", ["search", "new search"]);
    fixture = { seconds, size, runs };
  }
  console.error("[bench:edge] build:edge …");
  const seconds = FIXTURE || !existsSync(".open-next/worker.js") ? buildEdge() : NaN;
  const size = workerSize();

  ensureBuild(".next-perf", `http://localhost:${NODE_PORT}`);
  // Search's per-client limit would answer a load generator with 429s: lifted for the benchmark only, on both.
  const node = await startServer({
    distDir: ".next-perf",
    port: NODE_PORT,
    bare: true,
    env: { SEARCH_RATE_LIMIT: "1000000000", TRUSTED_PROXY_HOPS: "1" },
  });
  let nodeRuns: Run[];
  try {
    console.error("[bench:edge] next start …");
    nodeRuns = await measure(node.url, "next start");
  } finally {
    await node.stop();
  }
  const { runs: edgeRuns, startup } = await onWorkerd("workerd");

  const ms = (x: number) => `${Math.round(x)} ms`;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, loopback, 2 cores.\n`);
  console.log("| run | req/s | p50 | p95 | errors | non-2xx |\n|---|---|---|---|---|---|");
  for (const r of [...nodeRuns, ...edgeRuns, ...(fixture?.runs ?? [])])
    console.log(
      `| ${r.label} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.errors + r.timeouts} | ${r.non2xx} |`,
    );

  console.log("\n| workerd vs next start | req/s ratio (≥ 0.8) | p50 difference (≤ +10 ms) |\n|---|---|---|");
  const versus = (i: number) => {
    const [n, e] = [nodeRuns[i], edgeRuns[i]];
    return [`${(e.rps / n.rps).toFixed(2)}x`, `${e.p50 - n.p50 >= 0 ? "+" : ""}${ms(e.p50 - n.p50)}`];
  };
  for (const [i, what] of ["pages", "item pages", "search API"].entries())
    console.log(`| ${what} | ${versus(i).join(" | ")} |`);
  const [ratio, p50] = versus(3);
  console.log(
    `\nSearch with no address asked twice (every request through Next on workerd, where the edge cache never answers): ` +
      `${ratio} of next start's requests per second, p50 ${p50}.`,
  );

  console.log(`\n| Worker | raw | gzip (≤ ${WORKER_BUDGET_KIB} KiB) | build:edge |\n|---|---|---|---|`);
  console.log(
    `| today's content | ${size.rawKib} KiB | ${size.gzipKib} KiB | ${Number.isNaN(seconds) ? "reused" : `${Math.round(seconds)} s`} |`,
  );
  if (fixture) {
    console.log(
      `| 10x fixture | ${fixture.size.rawKib} KiB | ${fixture.size.gzipKib} KiB | ${Math.round(fixture.seconds)} s |`,
    );
    const p95 = (i: number) => {
      const [fx, today] = [fixture.runs[i], edgeRuns[2 + i]];
      return `${ms(fx.p95)} vs ${ms(today.p95)} (${((fx.p95 / today.p95 - 1) * 100).toFixed(0)}%, within 20%)`;
    };
    console.log(
      `\nWith the fixture: Worker gzip ${((fixture.size.gzipKib / size.gzipKib - 1) * 100).toFixed(1)}% larger (≤ 5%), ` +
        `build ${(fixture.seconds / seconds).toFixed(2)}x as long (≤ 3x), search p95 ${p95(0)}, ` +
        `new addresses ${p95(1)}.`,
    );
  }
  console.log(
    `\npreview:edge up in ${(startup / 1000).toFixed(1)} s (cache filled, wrangler and workerd started, first request answered).`,
  );
}

main().catch((error) => {
  console.error(`[bench:edge] ${error.message}`);
  process.exit(1);
});
