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

/**
 * The local pair's access log: none (the tests and the bench send many thousands of requests, and nothing reads the
 * lines), or NGINX_ACCESS_LOG's file in the format production writes (ccip_private: no address, no query, no typed path).
 */
export function accessLog(env = process.env) {
  const file = env.NGINX_ACCESS_LOG;
  if (!file) return "off";
  if (/[\s;{}"'$]/.test(file)) throw new Error(`NGINX_ACCESS_LOG=${file}: a path without spaces or quotes`);
  return `${file} ccip_private`;
}

/**
 * Node.js refuses a request whose headers pass its limit (16 KiB by default) with a bare 431 before the app runs;
 * nginx lets through up to 4 buffers of 16 KiB (large_client_header_buffers, ccip/http.conf) and adds a few headers of
 * its own. So `next start` runs with a limit above nginx's: nginx refuses what is too large, with the site's JSON.
 */
export const NODE_HEADER_LIMIT = 81920;
export const nodeOptions = (env = process.env) =>
  [env.NODE_OPTIONS, `--max-http-header-size=${NODE_HEADER_LIMIT}`].filter(Boolean).join(" ");
