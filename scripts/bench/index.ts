/**
 * `npm run bench`: builds if needed (into .next-perf, or BENCH_DIST_DIR), starts the production pair (nginx in front
 * of `next start`, deploy/nginx) on a loopback port, and prints one Markdown table: Lighthouse on a phone per page
 * and locale, JS per route against the framework floor, loopback throughput of a page and of search beside a static
 * file served by the same nginx, with their ratios, and social-card timings.
 * Each page's Lighthouse figures are the median of BENCH_LIGHTHOUSE_RUNS runs (3). BENCH_SECONDS sets each load run
 * (10 s), BENCH_CONNECTIONS its connections (10). About 15 minutes on 2 cores.
 */
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium.mjs";
import { bundleReport, BUDGET_OVER_FLOOR, kib } from "./lib/bundles";
import { FIRST_VIEW_BUDGET_BYTES, FIRST_VIEW_VIEWPORT, measureFirstView, type FirstView } from "./lib/first-view";
import { median, pathOf, runLighthouse, type LighthouseSummary } from "./lib/lighthouse";
import { ogOverHttp, ogRender } from "./lib/og";
import { localePages } from "./lib/pages";
import { ensureBuild, startServer, stopOnExit } from "./lib/server";
import { throughput } from "./lib/throughput";
import { ensureSystem, systemEnv } from "../test/ensure-system.mjs";

const DIST = process.env.BENCH_DIST_DIR ?? ".next-perf";
const PORT = Number(process.env.BENCH_PORT ?? 3140);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : "–");
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const section = (title: string, heads: string[]) => row([`**${title}**`, ...heads.map((h) => `**${h}**`)]);

async function main() {
  const started = Date.now();
  Object.assign(process.env, systemEnv(ensureSystem({ bench: true })));
  ensureBuild(DIST, `http://localhost:${PORT}`);
  const bundles = bundleReport(DIST);
  // Search's per-client limit (60 per 10 s) would answer a load generator with 429s; lifted for the benchmark only.
  const server = await startServer({ distDir: DIST, port: PORT, env: { SEARCH_RATE_LIMIT: "1000000000" } });
  stopOnExit([server]);
  try {
    console.error("[bench] social cards …");
    const og = [...(await ogOverHttp(server.url)), await ogRender()];

    const pages = localePages();
    for (const p of pages) await fetch(server.url + encodeURI(p.path)); // first render off the clock
    console.error(`[bench] lighthouse, ${pages.length} pages, ${LIGHTHOUSE_RUNS} runs each …`);
    const urls = pages.map((p) => server.url + encodeURI(p.path));
    const lighthouseRuns: LighthouseSummary[][] = urls.map(() => []);
    for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
      const results = await runLighthouse(urls, (r) =>
        console.error(
          `[bench]   ${pathOf(r.url)} perf ${r.scores.performance}${r.error ? ` [runtime error: ${r.error}]` : ""}`,
        ),
      );
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART, twice in about 90 runs here): measure that
      // page again.
      for (const [i, r] of results.entries()) {
        if (r.error) {
          [results[i]] = await runLighthouse([r.url]);
          console.error(`[bench]   ${pathOf(r.url)} again: perf ${results[i].scores.performance}`);
        }
        lighthouseRuns[i].push(results[i]);
      }
    }
    // The median run of each page by performance score: one run swings by a few points with the machine's load.
    const lighthouse = lighthouseRuns.map(median);

    console.error("[bench] first view at 375 px …");
    const firstViews = await firstViewOf(pages.map((p) => server.url + encodeURI(p.path)));

    console.error("[bench] wrk …");
    const opts = { connections: CONNECTIONS, seconds: SECONDS, pgid: server.pgid };
    // Through nginx, as production serves them: a build asset from disk (brotli compressed at build), a prerendered
    // page as browsers ask for it (a file compressed at build, scripts/build/nginx-pages.ts), and searches (each one
    // rendered).
    const { runs, pageRatio, searchRatio } = await throughput(server.url, DIST, opts);
    const staticRps = runs[0].rps;

    const lines: string[] = [];
    lines.push(
      row([
        `**Lighthouse 12.8, mobile, first visit (median of ${LIGHTHOUSE_RUNS})**`,
        "**Perf**",
        "**A11y**",
        "**Best pr.**",
        "**SEO**",
        "**LCP**",
        "**TBT**",
        "**CLS**",
      ]),
    );
    lines.push(row(Array(8).fill("---")));
    for (const [i, r] of lighthouse.entries()) {
      const s = r.scores;
      lines.push(
        row([
          `${pages[i].path}`,
          s.performance,
          s.accessibility,
          s["best-practices"],
          s.seo,
          ms(r.lcpMs),
          ms(r.tbtMs),
          r.cls == null ? "–" : r.cls.toFixed(3),
        ]),
      );
    }
    lines.push(
      section(`First visit at 375 px, on the wire (budget ${kib(FIRST_VIEW_BUDGET_BYTES)})`, [
        "HTML",
        "JS",
        "fonts",
        "other",
        "total",
        "prefetches",
        "",
      ]),
    );
    for (const [i, v] of firstViews.entries()) {
      lines.push(
        row([pages[i].path, kib(v.html), kib(v.js), kib(v.fonts), kib(v.other), kib(v.total), v.prefetched.length, ""]),
      );
    }
    lines.push(
      section("JS per route, gzip", [
        "first load",
        "over floor",
        `budget ≤ ${kib(BUDGET_OVER_FLOOR)}`,
        "lazy parts",
        "first load + lazy",
        "",
        "",
      ]),
    );
    lines.push(row(["floor: framework (rootMainFiles)", kib(bundles.floorBytes), "0", "", "", "", "", ""]));
    lines.push(
      row([
        "shared by every route",
        kib(bundles.sharedBytes),
        `+${kib(bundles.sharedBytes - bundles.floorBytes)}`,
        "",
        "",
        "",
        "",
        "",
      ]),
    );
    for (const r of bundles.routes) {
      lines.push(
        row([
          r.route,
          kib(r.gzipBytes),
          `+${kib(r.overFloorBytes)}`,
          r.overFloorBytes <= BUDGET_OVER_FLOOR ? "ok" : "OVER",
          r.lazyChunks.length ? `${kib(r.lazyBytes)} (${r.lazyChunks.length} chunks)` : "–",
          kib(r.gzipBytes + r.lazyBytes),
          "",
          "",
        ]),
      );
    }
    lines.push(
      section(`wrk, loopback, ${CONNECTIONS} conn., ${SECONDS} s`, [
        "req/s",
        "p50",
        "p99",
        "vs static",
        "server CPU / request",
        "requests",
        "errors, non-2xx",
      ]),
    );
    for (const r of runs) {
      lines.push(
        row([
          r.label,
          Math.round(r.rps),
          ms(r.p50),
          ms(r.p99),
          `${((r.rps / staticRps) * 100).toFixed(0)} %`,
          `${Math.round(r.cpuMicrosPerRequest)} µs`,
          r.total,
          `${r.errors + r.timeouts}, ${r.non2xx}`,
        ]),
      );
    }
    lines.push(
      row([
        `**page / static ${pageRatio.toFixed(2)}** (target ≥ 0.80: ${pageRatio >= 0.8 ? "met" : "NOT met"}), ` +
          `**search / static ${searchRatio.toFixed(2)}**`,
        ...Array(7).fill(""),
      ]),
    );
    lines.push(section("Social card", ["cold", "warm (median)", "PNG bytes", "status", "", "", ""]));
    for (const o of og) lines.push(row([o.label, ms(o.coldMs), ms(o.warmMs), o.bytes, o.status, "", "", ""]));
    console.log(`\n${lines.join("\n")}\n`);
    // The targets npm test used to gate on, reported here instead: scores swing with machine load.
    const under = lighthouse.filter(
      (r) => r.scores.performance < 95 || r.scores.accessibility < 100 || r.scores.seo < 100 || r.cls >= 0.05,
    );
    console.log(
      under.length
        ? `Under target (perf 95, a11y 100, SEO 100, CLS < 0.05): ${under.map((r) => pathOf(r.url)).join(", ")}`
        : "Every page meets the targets (perf 95, a11y 100, SEO 100, CLS < 0.05).",
    );
    const failed = lighthouse.filter((r) => r.findings.length || r.error);
    if (failed.length) {
      console.log("Lighthouse findings (audits that cost points):");
      for (const r of failed) {
        console.log(`- ${pathOf(r.url)}${r.error ? ` [runtime error: ${r.error}]` : ""}`);
        for (const f of r.findings) console.log(`  - ${f}`);
      }
    }
    console.log(
      `\n(bench took ${Math.round((Date.now() - started) / 1000)} s; build ${DIST}; Node ${process.version}; ${bundles.smallestRoute} is the smallest route)`,
    );
  } finally {
    await server.stop();
  }
}

/** First visits (a fresh browser context each) at a phone's width, in Debian's Chromium. */
async function firstViewOf(urls: string[]): Promise<FirstView[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const out: FirstView[] = [];
    for (const url of urls) {
      const context = await browser.newContext({ viewport: FIRST_VIEW_VIEWPORT, isMobile: true, hasTouch: true });
      out.push(await measureFirstView(await context.newPage(), url));
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
