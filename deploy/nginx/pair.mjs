/**
 * Where the local pair (deploy/nginx/serve.mjs) keeps its scratch files, and what it records there once both
 * servers answer: the ports and process ids. The tests read it to find the Next.js process behind nginx.
 */
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The scratch prefix of the pair whose nginx listens on `port` (NGINX_PREFIX overrides it). */
export function prefixFor(port, env = process.env) {
  return env.NGINX_PREFIX || join(tmpdir(), `ccip-nginx-${port}`);
}

/** The pair listening on `port`, as serve.mjs recorded it, or undefined when none has started there. */
export function readPair(port, env = process.env) {
  const file = join(prefixFor(port, env), "pair.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}
