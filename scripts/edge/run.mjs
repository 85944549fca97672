// Runs a command of the edge toolchain (the OpenNext adapter, wrangler) on the project's Node: the one
// scripts/node/ensure-node.sh chooses (the machine's own where it is recent enough, else Node 24 from the registry),
// the same Node CI runs the tests on. wrangler needs Node 22 or later.
// Usage: node scripts/edge/run.mjs <bin in node_modules/.bin> [args...]
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");

let nodeBin;
/** The bin/ folder of the project's Node (installed on first use by scripts/node/ensure-node.sh). */
export function projectNodeBin() {
  nodeBin ??= execFileSync("bash", [join(root, "scripts", "node", "ensure-node.sh")], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
  return nodeBin;
}

/** `env` with the project's Node and node_modules/.bin first on PATH. */
export function edgeEnv(env = process.env) {
  const bins = [projectNodeBin(), join(root, "node_modules", ".bin")];
  return { ...env, PATH: [...bins, env.PATH ?? ""].join(delimiter) };
}

/**
 * The Worker's SITE_URL as wrangler.jsonc gives it (`vars`). A build must be made for the origin the Worker is told
 * at run time, or the server refuses to start (lib/site-url-check.ts) and every request Next answers is a 500: so
 * `build:edge` without SITE_URL builds for this one, and `preview:edge` after it works.
 */
export function wranglerSiteUrl() {
  const config = readFileSync(join(root, "wrangler.jsonc"), "utf8");
  return /"SITE_URL"\s*:\s*"([^"]+)"/.exec(config)?.[1];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error("usage: node scripts/edge/run.mjs <command> [args...]");
    process.exit(2);
  }
  const env = edgeEnv();
  if (command === "opennextjs-cloudflare" && args[0] === "build" && !env.SITE_URL) {
    env.SITE_URL = wranglerSiteUrl();
    console.log(`[edge] SITE_URL not set: building for wrangler.jsonc's ${env.SITE_URL}`);
  }
  const child = spawn(command, args, { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
