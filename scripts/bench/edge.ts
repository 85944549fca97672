/**
 * `npm run bench:edge` (issue 20): the same page and search requests against `next start` (Node) and against the
 * OpenNext build served by workerd (`preview:edge`), one after the other in one run, on this machine; and the
 * Worker's size as Cloudflare counts it (`wrangler deploy --dry-run`: raw and gzip; the free plan allows 3 MiB gzip).
 * Uses the builds as they are: `npm run build` into .next-perf (scripts/bench/lib/server.ts) and `npm run build:edge`
 * (.open-next; built first when missing). Run under `flock /tmp/build.lock`. EDGE_BENCH_SECONDS (10) and
 * EDGE_BENCH_CONNECTIONS (10) set each run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { edgeEnv } from "../edge/run.mjs";
import { SEARCH_QUERIES } from "./lib/pages";
import { ensureBuild, startServer } from "./lib/server";

const SECONDS = Number(process.env.EDGE_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.EDGE_BENCH_CONNECTIONS ?? 10);
const NODE_PORT = 3160;
const EDGE_URL = "http://localhost:8787";
const PAGES = ["/", "/Public/Appealprocess", "/en/FAQ", "/en/Law/act"];

type Run = { label: string; rps: number; p50: number; p95: number; errors: number; non2xx: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** `CONNECTIONS` clients, each requesting the next path as soon as the last answer is read, for `SECONDS`. */
async function load(base: string, label: string, paths: string[]): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let next = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      // Search is limited per client: each connection is its own client behind the proxy (TRUSTED_PROXY_HOPS=1).
      const headers = { "X-Forwarded-For": `198.51.100.${i + 1}` };
      while (Date.now() < end) {
        const path = paths[next++ % paths.length];
        const t0 = performance.now();
        try {
          const response = await fetch(base + path, { headers, redirect: "manual" });
          await response.arrayBuffer();
          if (response.status < 200 || response.status >= 300) non2xx++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    label,
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
    non2xx,
  };
}

async function measure(base: string, runtime: string): Promise<Run[]> {
  for (const path of [...PAGES, ...SEARCH_QUERIES]) await fetch(base + path).then((r) => r.arrayBuffer()); // warm, off the clock
  return [await load(base, `${runtime}: pages`, PAGES), await load(base, `${runtime}: search API`, SEARCH_QUERIES)];
}

function workerSize(): { raw: string; gzip: string } {
  const out = mkdtempSync(join(tmpdir(), "edge-size-"));
  try {
    const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", out], {
      encoding: "utf8",
      env: edgeEnv(),
    });
    const match = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(result.stdout + result.stderr);
    return match ? { raw: match[1], gzip: match[2] } : { raw: "?", gzip: "?" };
  } finally {
    rmSync(out, { recursive: true, force: true });
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
  if (!existsSync(".open-next/worker.js")) {
    if (spawnSync("npm", ["run", "build:edge"], { stdio: "inherit" }).status !== 0)
      throw new Error("build:edge failed");
  }
  const size = workerSize();

  ensureBuild(".next-perf", `http://localhost:${NODE_PORT}`);
  // Search's per-client limit would answer a load generator with 429s: lifted for the benchmark only, on both.
  const node = await startServer({ distDir: ".next-perf", port: NODE_PORT, env: { SEARCH_RATE_LIMIT: "1000000000" } });
  let nodeRuns: Run[];
  try {
    console.error("[bench:edge] next start …");
    nodeRuns = await measure(node.url, "next start");
  } finally {
    await node.stop();
  }

  // The Worker's variables come from wrangler's local secrets file of the test environment (as in the smoke test).
  const devVars = ".dev.vars.localtest";
  writeFileSync(devVars, 'SEARCH_RATE_LIMIT="1000000000"\nTRUSTED_PROXY_HOPS="1"\n');
  const edge = spawn("npm", ["run", "preview:edge", "--", "--env", "localtest"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: edgeEnv(),
  });
  let edgeRuns: Run[];
  let startup: number;
  try {
    startup = await waitForUp(EDGE_URL, edge, 180_000);
    console.error("[bench:edge] workerd …");
    edgeRuns = await measure(EDGE_URL, "workerd");
  } finally {
    try {
      process.kill(-edge.pid!, "SIGTERM");
    } catch {
      // Already stopped.
    }
    rmSync(devVars, { force: true });
  }

  const ms = (x: number) => `${Math.round(x)} ms`;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, loopback, 2 cores.\n`);
  console.log("| run | req/s | p50 | p95 | errors | non-2xx |\n|---|---|---|---|---|---|");
  for (const r of [...nodeRuns, ...edgeRuns])
    console.log(`| ${r.label} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.errors} | ${r.non2xx} |`);
  console.log(
    `\nWorker: ${size.raw} raw, ${size.gzip} gzip (free plan: 3072 KiB gzip). preview:edge up in ${(startup / 1000).toFixed(1)} s (cache filled, wrangler and workerd started, first request answered).`,
  );
}

main().catch((error) => {
  console.error(`[bench:edge] ${error.message}`);
  process.exit(1);
});
