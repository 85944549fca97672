/**
 * Speed budgets (issue 9), run by `npm test` after the browser tests, against the build they used (.next, or
 * NEXT_DIST_DIR). Bytes and scores only, no timed assertions:
 * - gzip first-load JS of every route within 25 KiB of the framework floor of the same build (lib/bundles.ts);
 * - Lighthouse on a phone, first visit, both locales, six pages: performance ≥ 95, accessibility, best practices and SEO
 *   100, CLS < 0.05. A page under the performance budget is measured four more times and judged on the median of five.
 * The server runs on SITE_URL's port (http://localhost:3000 by default), because static pages carry the build's
 * SITE_URL in canonical and hreflang links and Lighthouse's canonical audit compares them with the page's origin.
 * On failure it prints which audits cost the points and what they blame.
 */
import { bundleReport, BUDGET_OVER_FLOOR, kib } from "./lib/bundles";
import { median, pathOf, runLighthouse, type LighthouseSummary } from "./lib/lighthouse";
import { localePages } from "./lib/pages";
import { startServer, stopOnExit } from "./lib/server";

const DIST = process.env.BUDGET_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? ".next";
const SITE = new URL(process.env.SITE_URL || "http://localhost:3000");
const PORT = Number(process.env.BUDGET_PORT ?? (SITE.port || 3000));

/**
 * Performance is Lighthouse's simulation of a slow phone over a trace measured on this machine, and on 2 cores it moves
 * a few points from run to run (TBT most: the same page measures 75-300 ms). Pages score 96-100 here since the framework
 * scripts start after the first paint (README, "How pages load"); a single run under 95 is measured four more times, so
 * one unlucky trace does not fail CI and a real regression (three runs in five under 95) does.
 */
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.05 };
const failingSeo = (r: LighthouseSummary) =>
  r.findings.filter((f) => f.startsWith("seo: ")).map((f) => f.slice(5).split(" ")[0]);

function problems(r: LighthouseSummary): string[] {
  const out: string[] = [];
  if (r.error) out.push(`Lighthouse runtime error: ${r.error}`);
  if (r.scores.performance < BUDGET.performance) out.push(`performance ${r.scores.performance} < ${BUDGET.performance}`);
  if (r.scores.accessibility < BUDGET.accessibility) out.push(`accessibility ${r.scores.accessibility} < 100`);
  if (r.scores["best-practices"] < BUDGET["best-practices"]) out.push(`best practices ${r.scores["best-practices"]} < 100`);
  if (r.scores.seo < BUDGET.seo) out.push(`SEO ${r.scores.seo} < 100 (${failingSeo(r).join(", ")})`);
  if (!(r.cls < BUDGET.cls)) out.push(`CLS ${r.cls.toFixed(3)} ≥ ${BUDGET.cls}`);
  return out;
}

async function main() {
  const failures: string[] = [];

  const bundles = bundleReport(DIST);
  console.log(`\n[budgets] JS per route, gzip (floor = framework chunks ${kib(bundles.floorBytes)}, budget floor + ${kib(BUDGET_OVER_FLOOR)})`);
  for (const r of bundles.routes) {
    const ok = r.overFloorBytes <= BUDGET_OVER_FLOOR;
    console.log(`  ${ok ? "ok  " : "FAIL"} ${r.route.padEnd(34)} ${kib(r.gzipBytes).padStart(10)}  +${kib(r.overFloorBytes)}`);
    if (!ok) {
      const own = r.chunks.filter((c) => !bundles.floorChunks.includes(c.path)).sort((a, b) => b.gzipBytes - a.gzipBytes);
      failures.push(`${r.route}: +${kib(r.overFloorBytes)} over the floor; largest own chunks: ${own.slice(0, 4).map((c) => `${c.path} ${kib(c.gzipBytes)}`).join(", ")}`);
    }
  }

  const server = await startServer({ distDir: DIST, port: PORT, env: { SITE_URL: SITE.origin } });
  stopOnExit([server]);
  try {
    const pages = localePages().map((p) => server.url + encodeURI(p.path));
    for (const url of pages) await fetch(url); // first render off the clock
    console.log(`\n[budgets] Lighthouse 12.8, mobile, first visit, ${pages.length} pages`);
    const first = await runLighthouse(pages);
    const final: LighthouseSummary[] = [];
    for (const r of first) {
      // Performance is a simulation over a measured trace and moves a few points run to run: judge the median of 5.
      const noisy = r.error || r.scores.performance < BUDGET.performance;
      const runs = [r, ...(noisy ? await runLighthouse(Array(4).fill(r.url)) : [])].filter((x) => !x.error);
      final.push(runs.length ? median(runs) : r);
    }
    for (const r of final) {
      const issues = problems(r);
      const s = r.scores;
      console.log(
        `  ${issues.length ? "FAIL" : "ok  "} ${pathOf(r.url).padEnd(28)} perf ${s.performance} a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo} ` +
          `LCP ${Math.round(r.lcpMs)} ms TBT ${Math.round(r.tbtMs)} ms CLS ${r.cls.toFixed(3)}`,
      );
      if (issues.length) failures.push(`${pathOf(r.url)}: ${issues.join("; ")}\n      ${r.findings.join("\n      ")}`);
    }
  } finally {
    await server.stop();
  }

  if (failures.length) {
    console.error(`\n[budgets] ${failures.length} budget(s) broken:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\n[budgets] all within budget");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
