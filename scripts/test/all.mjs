// `npm test`: every test. The generated modules first, then the checks that need no build (formatting, types, lint,
// unit, unused code, the audit) as many at once as there are cores (two at least), then the browser tests against a
// production build served over real HTTP, and the byte budgets of that build. Each step prints its seconds, and the run its total.
import { execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { ensureSystem, systemEnv } from "./ensure-system.mjs";

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

const run = (label, command, env = {}) => {
  console.log(`\n[test] ${label}: ${command}`);
  const since = Date.now();
  execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`[test] ${label}: ${seconds(since)}`);
};

/**
 * The checks that need no build, each its own process: eslint and tsc use one core each, and on a small machine one
 * of them alone leaves the other core idle. Output is kept per check and printed whole when it ends, so two checks'
 * lines never interleave. The longest first. Resolves with the labels of the checks that failed.
 */
function parallel(checks, slots) {
  const failed = [];
  const queue = [...checks];
  const next = () => {
    const check = queue.shift();
    if (!check) return Promise.resolve();
    const since = Date.now();
    return new Promise((resolve) => {
      const child = spawn(check.command, { shell: true, env: process.env });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("close", (code) => {
        const text = Buffer.concat(output).toString().trimEnd();
        console.log(`\n[test] ${check.label}: ${check.command}${text ? `\n${text}` : ""}`);
        console.log(`[test] ${check.label}: ${code === 0 ? "passed" : `failed (exit ${code})`}, ${seconds(since)}`);
        if (code !== 0) failed.push(check.label);
        resolve();
      });
    }).then(next);
  };
  return Promise.all(Array.from({ length: slots }, next)).then(() => failed);
}

if (!existsSync("node_modules/.package-lock.json")) run("install", "npm install --no-audit --no-fund");
const system = ensureSystem();

try {
  // content/ as a module (lib/content/generated, not committed): the loaders and the type-check import it.
  run("content bundle", "node node_modules/tsx/dist/cli.mjs scripts/content/bundle.ts");
  // The collection pages the middleware's 404 step knows (lib/middleware/generated, not committed).
  run("collection pages", "node node_modules/tsx/dist/cli.mjs scripts/middleware/collection-pages.ts");
  run("route types", "node node_modules/next/dist/bin/next typegen");
  // The search index (public/_data/search, not committed), written here so that the two vitest runs below find every
  // generated file fresh and neither writes it while the other reads (tests/support/generated-files.ts).
  run("search index", "node node_modules/tsx/dist/cli.mjs scripts/search/build-index.ts");
  const since = Date.now();
  const failed = await parallel(
    [
      // vitest's two projects as two checks: the unit tests are the longest check, and the component tests fit
      // beside them in the other slot with the short ones.
      { label: "unit", command: "node node_modules/vitest/vitest.mjs run --project unit" },
      { label: "lint", command: "node node_modules/eslint/bin/eslint.js . --max-warnings 0" },
      { label: "components", command: "node node_modules/vitest/vitest.mjs run --project components" },
      { label: "type-check", command: "node node_modules/typescript/bin/tsc --noEmit -p ." },
      { label: "format", command: "node node_modules/prettier/bin/prettier.cjs --check . --log-level warn" },
      // Nothing unused (files, exports, dependencies) and nothing imported that package.json does not list (knip.jsonc).
      { label: "unused", command: "node node_modules/knip/bin/knip.js --no-progress" },
      { label: "dependency audit", command: "node scripts/test/audit.mjs" },
    ],
    Math.max(2, availableParallelism()),
  );
  console.log(`\n[test] checks before the build: ${seconds(since)}`);
  if (failed.length) throw new Error(`${failed.join(", ")} failed`);
  // npm run build, not next build: its prebuild step regenerates the search index from content/.
  run("build", "npm run build");
  run("browser", "node node_modules/@playwright/test/cli.js test", systemEnv(system));
  run("budgets", "node node_modules/tsx/dist/cli.mjs scripts/bench/budgets.ts");
} catch (error) {
  console.error(`\n[test] failed: ${error.message.split("\n")[0]}`);
  console.error(`[test] total: ${seconds(started)}`);
  process.exit(1);
}
console.log(`\n[test] all passed: ${seconds(started)}`);
