/**
 * Loopback throughput of the production pair (nginx in front of `next start`): static files, pages and search in one
 * run, and their ratios. The rows that are compared are measured in alternating rounds (static, page, search, again),
 * so that a machine busy with something else for a few seconds weighs on all three alike. The load comes from wrk
 * (./wrk.ts: a load generator in Node could not keep nginx busy), with the pair's own CPU time per request beside each row.
 */
import { readdirSync, statSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { SEARCH_QUERIES } from "./pages";
import { wrkLoad, type WrkResult } from "./wrk";

const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };
const PAGE = "/en/Law/act";
const ROUNDS = 3;

export type Throughput = {
  runs: WrkResult[];
  pageRatio: number;
  searchRatio: number;
  staticBytes: number;
  pageBytes: number;
};

/** The build asset whose brotli file is closest in size to `bytes`: a static file that weighs what the page weighs. */
function staticFileOfSize(distDir: string, bytes: number): { path: string; bytes: number } {
  const dir = join(distDir, "static", "chunks");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".js.br"))
    .map((f) => ({ path: `/_next/static/chunks/${f.slice(0, -3)}`, bytes: statSync(join(dir, f)).size }));
  return files.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes))[0];
}

/** The body's bytes as sent with brotli (fetch would decode it). */
function encodedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

function mean(label: string, results: WrkResult[]): WrkResult {
  const sum = (key: keyof WrkResult) => results.reduce((s, r) => s + (r[key] as number), 0);
  const avg = (key: keyof WrkResult) => sum(key) / results.length;
  return {
    ...results[0],
    label,
    rps: avg("rps"),
    p50: avg("p50"),
    p95: avg("p95"),
    p99: Math.max(...results.map((r) => r.p99)),
    total: sum("total"),
    errors: sum("errors"),
    timeouts: sum("timeouts"),
    status4xx: sum("status4xx"),
    status5xx: sum("status5xx"),
    non2xx: sum("non2xx"),
    cpuMicrosPerRequest: avg("cpuMicrosPerRequest"),
  };
}

export async function throughput(
  base: string,
  distDir: string,
  opts: { connections: number; seconds: number; pgid: number },
): Promise<Throughput> {
  const pageBytes = await encodedBytes(base + PAGE);
  const html = await (await fetch(base + PAGE)).text();
  const small = html.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  if (!small) throw new Error(`no script chunk in ${PAGE}`);
  const same = staticFileOfSize(distDir, pageBytes);
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

  const compared = [
    { label: `static file, brotli from disk (${kib(same.bytes)}, the page's size)`, paths: [same.path] },
    { label: `${PAGE} prerendered, brotli (${kib(pageBytes)})`, paths: [PAGE] },
    { label: `/api/search (${SEARCH_QUERIES.length} queries), brotli`, paths: SEARCH_QUERIES },
  ];
  const rounds: WrkResult[][] = compared.map(() => []);
  const seconds = Math.max(2, Math.round(opts.seconds / ROUNDS));
  for (const c of compared) await wrkLoad(base, c.label, { ...opts, seconds: 1, paths: c.paths, headers: BROWSER });
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, c] of compared.entries())
      rounds[i].push(await wrkLoad(base, c.label, { ...opts, seconds, paths: c.paths, headers: BROWSER }));
  const [staticRun, pageRun, searchRun] = compared.map((c, i) => mean(c.label, rounds[i]));

  const others: WrkResult[] = [];
  for (const [label, paths, headers] of [
    [`static file, brotli from disk (${small.replace(/^.*\//, "…/")})`, [small], BROWSER],
    [`${PAGE}, gzip`, [PAGE], { "Accept-Encoding": "gzip" }],
    [`${PAGE}, uncompressed`, [PAGE], {}],
    ["/, brotli", ["/"], BROWSER],
    ["/icon.svg (public file, from Next.js)", ["/icon.svg"], BROWSER],
  ] as const) {
    await wrkLoad(base, label, { ...opts, seconds: 1, paths: [...paths], headers });
    others.push(await wrkLoad(base, label, { ...opts, paths: [...paths], headers }));
  }
  return {
    runs: [staticRun, pageRun, searchRun, ...others],
    pageRatio: pageRun.rps / staticRun.rps,
    searchRatio: searchRun.rps / staticRun.rps,
    staticBytes: same.bytes,
    pageBytes,
  };
}
