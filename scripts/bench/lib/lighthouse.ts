/**
 * Lighthouse runs, through scripts/bench/lighthouse-worker.mjs in a plain Node child process (see there why not
 * in this tsx process). One Chromium per call, reused for every URL.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type LighthouseSummary = {
  url: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points, per category, with what Lighthouse names as the cause. */
  findings: string[];
  error?: string;
};

export function runLighthouse(
  urls: string[],
  onEach?: (summary: LighthouseSummary) => void,
): Promise<LighthouseSummary[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join("scripts", "bench", "lighthouse-worker.mjs"), ...urls], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const results: LighthouseSummary[] = [];
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk;
      let nl;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (!line.startsWith("{")) continue;
        const summary = JSON.parse(line) as LighthouseSummary;
        results.push(summary);
        onEach?.(summary);
      }
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 && results.length === urls.length
        ? resolve(results)
        : reject(new Error(`lighthouse worker exited ${code} after ${results.length}/${urls.length} pages`)),
    );
  });
}

/** Median of runs by performance score (Lighthouse's own advice for a noisy metric). */
export function median(runs: LighthouseSummary[]): LighthouseSummary {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export const pathOf = (url: string) => {
  const u = new URL(url);
  return decodeURI(u.pathname + u.search);
};
