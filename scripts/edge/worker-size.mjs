// The Worker's size as Cloudflare counts it (`wrangler deploy --dry-run`: the upload, raw and gzip) and its budget:
// Cloudflare's free plan takes at most 3 MiB gzip, and we keep 2 MiB so that content and features have room.
// `npm run test:edge` fails past the budget; `npm run bench:edge` prints the size beside its other figures.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { edgeEnv } from "./run.mjs";

export const WORKER_BUDGET_KIB = 2048;

/** The last `npm run build:edge`'s Worker, in KiB; throws when wrangler does not say. */
export function workerSize() {
  const out = mkdtempSync(join(tmpdir(), "edge-size-"));
  try {
    const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", out], {
      encoding: "utf8",
      env: edgeEnv(),
    });
    const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(result.stdout + result.stderr);
    if (!match) throw new Error(`wrangler deploy --dry-run gave no size:\n${result.stdout}${result.stderr}`);
    return { rawKib: Number(match[1]), gzipKib: Number(match[2]) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
