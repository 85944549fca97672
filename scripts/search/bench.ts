/**
 * `npm run bench:search` (after `npm run build`): the relevance suite (recall@5 and MRR over scripts/search/
 * relevance.json) and the held-back set (held-back.json, never tuned on), what an instance pays to make a language's
 * engine ready (loaded from the index file's serialised engine, as the site does, beside building it from the pages),
 * then the search handler under load beside a static file served by the same `next start`: requests per second, p50
 * and p99, and the ratio. A small built-in load generator (keep-alive connections on localhost) so the benchmark
 * needs no extra dependency.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { locales } from "../../i18n/locales";
import { buildEngine, loadEngine } from "../../lib/search/engine";
import type { SearchIndex } from "../../lib/search/types";
import { NEXT_START_ARGS } from "../../lib/server/next-start";
import { evaluate, freshIndexes, loadSuite, type RelevanceCase } from "./relevance";

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Each set, the whole and its parts, per language and both: the table docs/search-engines.md keeps. */
function relevance() {
  const indexes = freshIndexes();
  const relevanceSuite = loadSuite();
  const sets: [string, RelevanceCase[]][] = [
    ["relevance (all)", relevanceSuite],
    ["relevance: earlier cases", relevanceSuite.filter((c) => !c.ownWords)],
    ["relevance: own words, tuned on", relevanceSuite.filter((c) => c.ownWords && !c.heldOut)],
    ["relevance: own words, held out", relevanceSuite.filter((c) => c.ownWords && c.heldOut)],
    ["held-back", loadSuite(join(__dirname, "held-back.json"))],
  ];
  console.log("\nRelevance (recall@k: an expected page in the first k; Glossary above: before every expected page)\n");
  console.log("| set | language | queries | recall@2 | recall@5 | MRR | Glossary above |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const [name, suite] of sets) {
    for (const language of [...locales, "both"] as const) {
      const part = language === "both" ? suite : suite.filter((c) => c.locale === language);
      const r = evaluate(part, indexes);
      const row = [name, language, part.length, percent(r.recallAt2), percent(r.recallAt5), r.mrr.toFixed(3)];
      console.log(`| ${row.join(" | ")} | ${r.glossaryAbove.length} |`);
    }
  }
  // Misses are listed for the sets tuned on only: the held-out and held-back cases are measured, not read.
  const tuned = evaluate(
    relevanceSuite.filter((c) => !c.heldOut),
    indexes,
  );
  for (const miss of tuned.misses) console.log(`  miss (${miss.locale}) "${miss.q}" → ${miss.got.join(", ")}`);
  for (const miss of tuned.notFirst) console.log(`  not first (${miss.locale}) "${miss.q}" → ${miss.got.join(", ")}`);
  for (const miss of evaluate(
    relevanceSuite.filter((c) => c.ownWords && !c.heldOut),
    indexes,
  ).notTop2)
    console.log(`  own words not in the first two (${miss.locale}) "${miss.q}" → ${miss.got.join(", ")}`);
}

/** Milliseconds of each way to make an engine ready, the first run (a cold instance) and the median of ten more. */
function readiness() {
  console.log("\nEngine ready per language (ms): first run, then the median of 10\n");
  console.log("| language | index file | parse JSON | load serialised engine | build engine from pages |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  const time = (run: () => void) => {
    const once = () => {
      const started = performance.now();
      run();
      return performance.now() - started;
    };
    const first = once();
    const rest = Array.from({ length: 10 }, once).sort((a, b) => a - b);
    return `${first.toFixed(1)}, ${rest[5].toFixed(1)}`;
  };
  for (const locale of locales) {
    const text = readFileSync(join(process.cwd(), `public/_data/search/index.${locale}.json`), "utf8");
    const index = JSON.parse(text) as SearchIndex;
    const parse = time(() => JSON.parse(text));
    const load = time(() => loadEngine(index.engine, index.vocab));
    const build = time(() => loadEngine(buildEngine(index.docs, index.vocab), index.vocab));
    const kb = (Buffer.byteLength(text) / 1024).toFixed(0);
    console.log(`| ${locale} | ${kb} KB | ${parse} | ${load} | ${build} |`);
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "localhost", port, path, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

async function load(port: number, paths: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const end = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const status = await get(agent, port, paths[n++ % paths.length]).catch(() => 0);
        latencies.push(performance.now() - started);
        if (status !== 200) errors++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / (DURATION_MS / 1000), p50: at(0.5), p99: at(0.99), errors };
}

async function main() {
  // `--relevance`: the relevance tables alone, over indexes built fresh from content/ (no build needed).
  if (process.argv.includes("--relevance")) return relevance();
  // First, while nothing has run yet: the first run is then what a cold instance pays.
  readiness();
  relevance();
  const port = await freePort();
  // No Redis, a rate limit out of the way: this measures the handler, not the limiter.
  const server = spawn(process.execPath, [...NEXT_START_ARGS, "-p", String(port)], {
    env: { ...process.env, SEARCH_RATE_LIMIT: "100000000", UPSTASH_REDIS_REST_URL: "", UPSTASH_REDIS_REST_TOKEN: "" },
    stdio: "ignore",
  });
  try {
    const agent = new Agent();
    for (let i = 0; i < 100; i++) {
      if ((await get(agent, port, "/api/health").catch(() => 0)) === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const queries = loadSuite().map((c) => `/api/search?${new URLSearchParams({ q: c.q, locale: c.locale })}`);
    await load(port, queries.slice(0, 5)); // warm up
    const rows = [
      ["static file /icon.svg", await load(port, ["/icon.svg"])],
      [`GET /api/search (${queries.length} queries in turn)`, await load(port, queries)],
    ] as const;
    console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each, next start on localhost\n`);
    console.log("| target | req/s | p50 ms | p99 ms | non-200 |\n| --- | ---: | ---: | ---: | ---: |");
    for (const [name, r] of rows) {
      console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
    }
    console.log(`\nsearch / static throughput: ${(rows[1][1].rps / rows[0][1].rps).toFixed(2)}`);
  } finally {
    server.kill();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
