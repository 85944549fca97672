/**
 * `npm run bench:ab`: compares two production builds of the site on this machine, in one run: a change to how pages
 * load is kept or dropped on this comparison. Each build is served by its own `next start`; every measurement
 * alternates A and B, so machine load falls on both alike.
 * - Lighthouse 12.8 mobile (simulated slow 4G, 4x CPU), median of AB_RUNS (5) per page: performance, LCP, TBT.
 * - Time from first byte to hydration, in Chromium with the same throttling applied for real (DevTools network and
 *   CPU emulation): median of AB_RUNS loads. Hydrated = React has attached itself to <main>.
 * Usage: AB_A=.next-a AB_B=.next-b [AB_A_LABEL=…] [AB_B_LABEL=…] npm run bench:ab. Both folders must hold builds
 * (`NEXT_DIST_DIR=.next-a npm run build`); pages the table measures are four key pages in both languages.
 */
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium.mjs";
import { KEY_PAGES } from "./lib/pages";
import { median as medianRun, runLighthouse, type LighthouseSummary } from "./lib/lighthouse";
import { startServer, stopOnExit, type Server } from "./lib/server";

const RUNS = Number(process.env.AB_RUNS ?? 5);
const BUILDS = [
  { dist: process.env.AB_A ?? ".next-a", label: process.env.AB_A_LABEL ?? "A", port: 3151 },
  { dist: process.env.AB_B ?? ".next-b", label: process.env.AB_B_LABEL ?? "B", port: 3152 },
];
const PAGES = KEY_PAGES;

/** Records when React has attached itself to <main> (its fibers appear on the elements it hydrates). */
const HYDRATION_PROBE = `(function check() {
  var main = document.getElementById("main");
  if (main && Object.keys(main).some(function (k) { return k.indexOf("__reactFiber") === 0; })) window.__hydratedAt = performance.now();
  else setTimeout(check, 5);
})();`;

const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Milliseconds from the response's first byte to React's hydration of <main>, on a throttled phone. */
async function hydrationTimes(url: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const out: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower.
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: 204_800,
        uploadThroughput: 96_000,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      // A string, not a function: tsx compiles functions with `__name(...)` helpers the page does not have.
      await page.addInitScript(HYDRATION_PROBE);
      try {
        await page.goto(url, { waitUntil: "load" });
        await page.waitForFunction(() => "__hydratedAt" in window, undefined, { timeout: 60_000 });
        out.push(
          await page.evaluate(() => {
            const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
            return (window as unknown as { __hydratedAt: number }).__hydratedAt - nav.responseStart;
          }),
        );
      } catch (error) {
        // A lost run is reported and left out of the median, not allowed to end the whole comparison.
        console.error(`[ab] hydration not seen on ${url}: ${(error as Error).message.split("\n")[0]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

type Row = { path: string; lighthouse: LighthouseSummary[][]; hydration: number[][] };

async function main() {
  const servers: Server[] = [];
  for (const b of BUILDS) servers.push(await startServer({ distDir: b.dist, port: b.port }));
  stopOnExit(servers);
  const rows: Row[] = PAGES.map((path) => ({ path, lighthouse: [[], []], hydration: [[], []] }));
  try {
    for (const s of servers) for (const p of PAGES) await fetch(s.url + p); // first render off the clock
    for (const row of rows) {
      for (const [i, s] of servers.entries()) {
        row.hydration[i] = await hydrationTimes(s.url + row.path, RUNS);
        console.error(
          `[ab] hydration ${BUILDS[i].label} ${row.path}: ${row.hydration[i].map(Math.round).join(", ")} ms`,
        );
      }
    }
    // One Chromium per batch of pages (a launch per page doubles the run), batches alternating A and B.
    for (let run = 0; run < RUNS; run++) {
      for (const [i, s] of servers.entries()) {
        const results = await runLighthouse(PAGES.map((p) => s.url + p));
        results.forEach((r, j) => {
          if (!r.error) rows[j].lighthouse[i].push(r);
          console.error(
            `[ab] run ${run + 1}/${RUNS} ${BUILDS[i].label} ${PAGES[j]} perf ${r.scores.performance} LCP ${Math.round(r.lcpMs)} TBT ${Math.round(r.tbtMs)} (${new Date().toISOString().slice(11, 19)})`,
          );
        });
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }

  const [a, b] = BUILDS.map((x) => x.label);
  console.log(
    `\nMedian of ${RUNS} runs each, A = ${a}, B = ${b}. Lighthouse 12.8 mobile; hydration = first byte to React on <main>, 4x CPU, 150 ms RTT, 1.6 Mbit/s.\n`,
  );
  console.log(
    `| page | perf ${a} | perf ${b} | LCP ${a} | LCP ${b} | TBT ${a} | TBT ${b} | hydration ${a} | hydration ${b} |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  const totals = { perf: [0, 0], lcp: [0, 0] };
  for (const row of rows) {
    const m = row.lighthouse.map((runs) => (runs.length ? medianRun(runs) : undefined));
    const lcp = row.lighthouse.map((runs) => med(runs.map((r) => r.lcpMs)));
    const tbt = row.lighthouse.map((runs) => med(runs.map((r) => r.tbtMs)));
    const hyd = row.hydration.map(med);
    m.forEach((x, i) => (totals.perf[i] += x?.scores.performance ?? 0));
    lcp.forEach((x, i) => (totals.lcp[i] += x));
    console.log(
      `| ${row.path} | ${m[0]?.scores.performance ?? "–"} | ${m[1]?.scores.performance ?? "–"} | ${Math.round(lcp[0])} ms | ${Math.round(lcp[1])} ms | ` +
        `${Math.round(tbt[0])} ms | ${Math.round(tbt[1])} ms | ${Math.round(hyd[0])} ms | ${Math.round(hyd[1])} ms |`,
    );
  }
  const n = rows.length;
  console.log(
    `| **mean** | ${(totals.perf[0] / n).toFixed(1)} | ${(totals.perf[1] / n).toFixed(1)} | ${Math.round(totals.lcp[0] / n)} ms | ${Math.round(totals.lcp[1] / n)} ms | | | | |`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
