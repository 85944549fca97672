// Vitest's globalSetup: writes the files the build step generates from content/ (the content module, the middleware's
// collection pages, the search index) when they are missing or older than what they are made from, so `npx vitest
// run` passes on a fresh clone right after `npm ci`, and after an edit to content/ without a build.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = process.cwd();
const content = process.env.CONTENT_DIR ?? "content";

/** Each generator, what it writes, and what it reads beyond content/, i18n/ and lib/. */
const generators = [
  { script: "scripts/content/bundle.ts", writes: ["lib/content/generated/files.ts"] },
  { script: "scripts/middleware/collection-pages.ts", writes: ["lib/middleware/generated/collection-pages.ts"] },
  {
    script: "scripts/search/build-index.ts",
    writes: ["public/_data/search/index.th.json", "public/_data/search/index.en.json"],
  },
];

/** The newest modification time under a path, skipping generated output. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== "generated" && name !== "node_modules")
    .reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const run = (script: string) =>
  execFileSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), script], { cwd: ROOT, stdio: "pipe" });

export default function setup() {
  const sources = Math.max(newest(content), newest("i18n"), newest("lib"));
  for (const { script, writes } of generators) {
    const oldest = Math.min(...writes.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
    if (oldest > Math.max(sources, newest(script))) continue;
    run(script);
    console.log(`[vitest] ran ${script}`);
  }
}
