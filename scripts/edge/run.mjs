// Runs a command of the edge toolchain (the OpenNext adapter, wrangler) on the project's Node: the one
// scripts/node/ensure-node.sh chooses (the machine's own where it is recent enough, else Node 24 from the registry),
// the same Node CI runs the tests on. wrangler needs Node 22 or later.
// Usage: node scripts/edge/run.mjs <bin in node_modules/.bin> [args...]
import { execFileSync, spawn } from "node:child_process";
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
