// The dependency audit of `npm test`: the runtime dependencies (`npm audit --omit=dev`) must show no high
// or critical advisory. Where the registry cannot answer the audit (some mirrors and proxies refuse its endpoint),
// that is printed as a skipped check with the reason, never as a pass.
import { spawnSync } from "node:child_process";

/** The verdict on `npm audit --json`'s output: "passed" or "skipped: <why>"; throws on a high or critical advisory. */
export function verdict(stdout, stderr = "") {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return `skipped: npm audit gave no report (${stderr.trim().split("\n")[0]})`;
  }
  if (!report.metadata) return `skipped: the registry refused the audit (${report.message ?? report.error?.summary})`;
  const found = Object.values(report.vulnerabilities ?? {}).filter(
    (v) => v.severity === "high" || v.severity === "critical",
  );
  if (found.length > 0)
    throw new Error(`npm audit --omit=dev: ${found.map((v) => `${v.name} (${v.severity})`).join(", ")}`);
  return "passed";
}

export function audit() {
  const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
  return verdict(result.stdout ?? "", result.stderr || result.error?.message || "");
}

if (process.argv[1]?.endsWith("audit.mjs")) console.log(`[test] audit: ${audit()}`);
