/**
 * `npm run bench:load`: wrk on loopback (lib/wrk.ts), bounded in time (LOAD_SECONDS per step, 5 s by default).
 * 1. Pages and search at rising concurrency until throughput levels off (< 10 % more than the step before): every
 *    step must have zero errors and zero 5xx.
 * 2. Search and feedback with Redis configured but unreachable (UPSTASH_REDIS_REST_URL on a closed loopback port),
 *    then slow (a local HTTP server that answers after 2 s): no visitor-facing error, and the server log says so
 *    once per outage, not once per request (its lines are counted).
 * Prints one table and exits 1 when a step has errors or 5xx. About 2-3 minutes.
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SEARCH_QUERIES } from "./lib/pages";
import { ensureBuild, startServer, stopOnExit, type Server } from "./lib/server";
import { wrkLoad, type WrkOptions, type WrkResult } from "./lib/wrk";
import { ensureSystem, systemEnv } from "../test/ensure-system.mjs";

const DIST = process.env.BENCH_DIST_DIR ?? ".next-perf";
const PORT = Number(process.env.BENCH_PORT ?? 3140);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const STEPS = [1, 4, 16, 64, 128];
const PAGES = ["/", "/en", "/Law/act", "/en/Law/act", "/FAQ", "/en/ContactUs", "/Public/Appealprocess"];
const FEEDBACK = JSON.stringify({ path: "/FAQ", locale: "th", useful: true });
const NO_LIMIT = { SEARCH_RATE_LIMIT: "1000000000" };

type Row = WrkResult & { phase: string; note?: string };
const rows: Row[] = [];

/** Every request from a client of its own (per-client limits see visitors, not one), 4xx and 5xx counted apart. */
const load = (base: string, label: string, opts: Partial<WrkOptions>) =>
  wrkLoad(base, label, { connections: 4, seconds: SECONDS, paths: ["/"], manyClients: true, statuses: true, ...opts });

async function ramp(server: Server, label: string, paths: string[]): Promise<WrkResult> {
  let best: WrkResult | undefined;
  for (const connections of STEPS) {
    const r = await load(server.url, label, { connections, paths });
    rows.push({ ...r, phase: "ramp" });
    console.error(
      `[load] ${label} c=${connections}: ${Math.round(r.rps)} req/s, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors + r.timeouts}, 5xx ${r.status5xx}`,
    );
    if (best && r.rps < best.rps * 1.1) return r.rps > best.rps ? r : best;
    best = r;
  }
  return best!;
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Accepts connections and answers every Upstash call after `delayMs`, with an empty result. */
function slowRedis(delayMs: number): Promise<HttpServer> {
  const server = createServer((request, response) => {
    request.resume();
    setTimeout(() => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(request.url?.startsWith("/pipeline") ? "[]" : '{"result":null}');
    }, delayMs);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const countLines = (log: string, pattern: RegExp) => log.split("\n").filter((line) => pattern.test(line)).length;

async function degraded(phase: string, redisUrl: string, connections: number) {
  const server = await startServer({
    distDir: DIST,
    // The build's own origin (the server refuses another, lib/site-url-check.ts); the first server is gone by now.
    port: PORT,
    // With Upstash set the server refuses to start without the secret every instance shares (lib/startup).
    env: {
      UPSTASH_REDIS_REST_URL: redisUrl,
      UPSTASH_REDIS_REST_TOKEN: "load-test",
      IP_HASH_SECRET: randomBytes(32).toString("hex"),
    },
  });
  stopOnExit([server]);
  try {
    const search = await load(server.url, "/api/search", { connections, paths: SEARCH_QUERIES });
    const feedback = await load(server.url, "POST /api/feedback", {
      paths: ["/api/feedback"],
      method: "POST",
      body: FEEDBACK,
      headers: { "content-type": "application/json" },
    });
    await new Promise((r) => setTimeout(r, 1000)); // let after() work finish logging
    const log = server.log();
    const counts = {
      search: countLines(log, /\[search\]/),
      rateLimit: countLines(log, /\[rate-limit\]/),
      feedback: countLines(log, /\[feedback\]/),
      cache: countLines(log, /\[cache\]/),
    };
    const note = `log lines: [search] ${counts.search}, [rate-limit] ${counts.rateLimit}, [feedback] ${counts.feedback}, [cache] ${counts.cache}`;
    rows.push({ ...search, phase, note }, { ...feedback, phase, note });
    // Per distinct message (numbers masked): "once per outage" means each of these is small, not one per request.
    const perMessage = new Map<string, number>();
    for (const l of log.split("\n").filter((l) => /\[(search|rate-limit|feedback|cache)\]/.test(l))) {
      const key = l.replace(/\d+/g, "N").trim();
      perMessage.set(key, (perMessage.get(key) ?? 0) + 1);
    }
    console.error(`[load] ${phase}: ${search.total + feedback.total} requests; log lines per message:`);
    for (const [message, count] of perMessage) console.error(`  ${String(count).padStart(6)}  ${message}`);
    return { search, feedback, counts };
  } finally {
    await server.stop();
  }
}

async function main() {
  Object.assign(process.env, systemEnv(ensureSystem({ bench: true })));
  ensureBuild(DIST, `http://localhost:${PORT}`);
  const server = await startServer({ distDir: DIST, port: PORT, env: NO_LIMIT });
  stopOnExit([server]);
  let pages: WrkResult, search: WrkResult;
  try {
    await load(server.url, "warm-up", { seconds: 1, paths: [...PAGES, ...SEARCH_QUERIES] });
    pages = await ramp(server, "pages", PAGES);
    search = await ramp(server, "/api/search", SEARCH_QUERIES);
  } finally {
    await server.stop();
  }

  const slow = await slowRedis(2000);
  const down = await degraded("Redis unreachable", `http://127.0.0.1:${await closedPort()}`, search.connections);
  const late = await degraded(
    "Redis slow (2 s)",
    `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
    search.connections,
  );
  slow.closeAllConnections();
  slow.close();

  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  const out = [
    line(["Phase", "Target", "Conn.", "req/s", "p50", "p99", "requests", "errors", "4xx", "5xx", "Note"]),
    line(Array(11).fill("---")),
    ...rows.map((r) =>
      line([
        r.phase,
        r.label,
        r.connections,
        Math.round(r.rps),
        `${r.p50.toFixed(1)} ms`,
        `${r.p99.toFixed(1)} ms`,
        r.total,
        r.errors + r.timeouts,
        r.status4xx,
        r.status5xx,
        r.note ?? "",
      ]),
    ),
  ];
  console.log(`\n${out.join("\n")}\n`);
  console.log(
    `Levelled off: pages ${Math.round(pages.rps)} req/s at ${pages.connections} connections; search ${Math.round(search.rps)} req/s at ${search.connections}.`,
  );

  const problems: string[] = [];
  for (const r of rows)
    if (r.errors + r.timeouts + r.status5xx > 0)
      problems.push(`${r.phase} ${r.label} c=${r.connections}: ${r.errors + r.timeouts} errors, ${r.status5xx} 5xx`);
  for (const [phase, d] of [
    ["unreachable", down],
    ["slow", late],
  ] as const) {
    if (d.search.non2xx > 0) problems.push(`Redis ${phase}: search answered ${d.search.non2xx} non-2xx`);
    if (d.feedback.status5xx > 0)
      problems.push(`Redis ${phase}: feedback answered ${d.feedback.status5xx} 5xx (visitor-facing)`);
    const perRequest = d.counts.search + d.counts.rateLimit + d.counts.feedback;
    if (perRequest > 10)
      problems.push(
        `Redis ${phase}: ${perRequest} log lines for ${d.search.total + d.feedback.total} requests (should be about one per outage)`,
      );
  }
  if (problems.length) {
    console.log(`Problems:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log("No errors, no 5xx; Redis outages degrade quietly.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
