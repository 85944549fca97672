/**
 * Byte budgets, run by `npm test` after the browser tests, against the build they used (.next, or NEXT_DIST_DIR):
 * gzip first-load JS of every route within 25 KiB of the framework floor of the same build (lib/bundles.ts).
 * Bytes only: the same on any machine. Lighthouse scores swing with machine load and live in `npm run bench`;
 * the first-view byte budget at 375 px is a browser test (tests/e2e/first-view.spec.ts).
 */
import { bundleReport, BUDGET_OVER_FLOOR, kib } from "./lib/bundles";

const DIST = process.env.BUDGET_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? ".next";

function main() {
  const failures: string[] = [];

  const bundles = bundleReport(DIST);
  console.log(
    `\n[budgets] JS per route, gzip (floor = framework chunks ${kib(bundles.floorBytes)}, budget floor + ${kib(BUDGET_OVER_FLOOR)})`,
  );
  for (const r of bundles.routes) {
    const ok = r.overFloorBytes <= BUDGET_OVER_FLOOR;
    console.log(
      `  ${ok ? "ok  " : "FAIL"} ${r.route.padEnd(34)} ${kib(r.gzipBytes).padStart(10)}  +${kib(r.overFloorBytes)}` +
        (r.lazyBytes ? `  (and ${kib(r.lazyBytes)} of lazy parts, fetched where a page renders them)` : ""),
    );
    if (!ok) {
      const own = r.chunks
        .filter((c) => !bundles.floorChunks.includes(c.path))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      failures.push(
        `${r.route}: +${kib(r.overFloorBytes)} over the floor; largest own chunks: ${own
          .slice(0, 4)
          .map((c) => `${c.path} ${kib(c.gzipBytes)}`)
          .join(", ")}`,
      );
    }
  }

  if (failures.length) {
    console.error(`\n[budgets] ${failures.length} budget(s) broken:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\n[budgets] all within budget");
}

main();
