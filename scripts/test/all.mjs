// `npm test`: every test, in the order that fails fastest: formatting, types, lint, unit, then the browser tests
// against a production build served over real HTTP, and the byte budgets of that build.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { audit } from "./audit.mjs";
import { ensureSystem, systemEnv } from "./ensure-system.mjs";

const run = (label, command, env = {}) => {
  console.log(`\n[test] ${label}: ${command}`);
  execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
};

if (!existsSync("node_modules/.package-lock.json")) run("install", "npm install --no-audit --no-fund");
const system = ensureSystem();

try {
  console.log(`\n[test] dependency audit (npm audit --omit=dev): ${audit()}`);
  run("format", "node node_modules/prettier/bin/prettier.cjs --check . --log-level warn");
  // content/ as a module (lib/content/generated, not committed): the loaders and the type-check import it.
  run("content bundle", "node node_modules/tsx/dist/cli.mjs scripts/content/bundle.ts");
  // The collection pages the middleware's 404 step knows (lib/middleware/generated, not committed).
  run("collection pages", "node node_modules/tsx/dist/cli.mjs scripts/middleware/collection-pages.ts");
  run("route types", "node node_modules/next/dist/bin/next typegen");
  run("type-check", "node node_modules/typescript/bin/tsc --noEmit -p .");
  run("lint", "node node_modules/eslint/bin/eslint.js . --max-warnings 0");
  run("unit", "node node_modules/vitest/vitest.mjs run");
  // npm run build, not next build: its prebuild step regenerates the search index from content/.
  run("build", "npm run build");
  run("browser", "node node_modules/@playwright/test/cli.js test", systemEnv(system));
  run("budgets", "node node_modules/tsx/dist/cli.mjs scripts/bench/budgets.ts");
} catch (error) {
  console.error(`\n[test] failed: ${error.message.split("\n")[0]}`);
  process.exit(1);
}
console.log("\n[test] all passed");
