// Runs Lighthouse 12.8 (node API) on a list of URLs with one Debian Chromium and prints one JSON summary per line.
// Plain Node, not tsx: tsx's esbuild adds `__name(...)` wrappers to functions, and Lighthouse sends some of its
// functions into the page as source text, where `__name` does not exist ("__name is not defined").
// Lighthouse's defaults: a mid-range phone emulated, simulated slow 4G, 4x CPU slowdown. Each run is a first visit
// as a real visitor gets it: Lighthouse clears the origin's storage, so the splash, terms and cookie banner show.
// Usage: node scripts/bench/lighthouse-worker.mjs URL... (CHROMIUM_PATH overrides /usr/bin/chromium)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium.mjs";

// chrome-launcher starts Chromium itself: headless, and without /dev/shm, which is small in containers.
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS, "--disable-dev-shm-usage"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function itemText(item) {
  if (item.node) return `${item.node.selector ?? ""} ${(item.node.snippet ?? "").slice(0, 140)}`.trim();
  for (const key of ["url", "source", "description", "label", "name", "entity"]) {
    const value = item[key];
    if (typeof value === "string" && value) return value.slice(0, 160);
    if (value && typeof value === "object" && "url" in value) return String(value.url).slice(0, 160);
    if (value && typeof value === "object" && value.type === "node") return itemText({ node: value });
  }
  return JSON.stringify(item).slice(0, 160);
}

/** What an audit blames: the first items of its details table (nodes, URLs, console messages). */
function blamed(details) {
  const items = details?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => {
      const sub = item.subItems?.items?.[0];
      const subText = sub ? (sub.signal ?? itemText(sub)) : "";
      return subText && !subText.startsWith("{") ? `${itemText(item)} → ${subText}` : itemText(item);
    })
    .join(" | ");
}

function findings(lhr) {
  const out = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (
        audit.scoreDisplayMode === "informative" ||
        audit.scoreDisplayMode === "manual" ||
        audit.scoreDisplayMode === "notApplicable"
      )
        continue;
      // Weightless performance audits are diagnostics; list those Lighthouse says would save time.
      if (ref.weight === 0 && !(id === "performance" && audit.scoreDisplayMode === "metricSavings")) continue;
      if (ref.id === "largest-contentful-paint-element") continue; // reported below, as the element
      const where = [audit.explanation, blamed(audit.details)].filter(Boolean).join(" ");
      out.push(`${id}: ${ref.id} (${audit.displayValue || `score ${audit.score}`})${where ? ` ← ${where}` : ""}`);
    }
  }
  const lcp = blamed(lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]);
  const phases = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? [];
  if (phases.length) out.push(`LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ")}`);
  if (lcp) out.push(`LCP element: ${lcp}`);
  const shifts = blamed(lhr.audits["layout-shifts"]?.details);
  if (shifts) out.push(`layout shifts: ${shifts}`);
  return out;
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
  logLevel: "silent",
});
try {
  for (const url of process.argv.slice(2)) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const { lhr } = result;
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const summary = {
      url,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
      lcpMs: lhr.audits["largest-contentful-paint"].numericValue ?? null,
      tbtMs: lhr.audits["total-blocking-time"].numericValue ?? null,
      cls: lhr.audits["cumulative-layout-shift"].numericValue ?? null,
      findings: findings(lhr),
      error: lhr.runtimeError?.message,
    };
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  }
} finally {
  chrome.kill();
}
