/**
 * `npm run serve:nginx`: the production pair on this machine, on embedded defaults: a plain `next start` on a
 * loopback port, and nginx in front of it with the repository's configuration (deploy/nginx/local.conf and ccip/),
 * both in the foreground. The browser tests and `npm run bench` run the site this way. Stops both on SIGINT/SIGTERM,
 * and both stop when either does (with several instances: when nginx or the last instance does).
 *
 * Environment (all optional):
 *   PORT               where nginx listens, on 127.0.0.1 and ::1 (3000)
 *   NEXT_PORT          where Next.js listens, on loopback (a free port; with several instances, the first's)
 *   NEXT_INSTANCES     how many `next start` instances stand behind nginx (1). With more, nginx spreads requests
 *                      over them and retries a failed idempotent one on another (ccip/app-proxy.conf), each instance
 *                      is told so (CCIP_INSTANCES) and refuses to start without a shared store (UPSTASH_REDIS_REST_*,
 *                      lib/startup/instances.ts), and the pair runs on until nginx or every instance stops
 *   NEXT_DIST_DIR      the build to serve (.next); `npm run build` first
 *   NGINX_PREFIX       scratch folder for nginx's pid, temp files and cache (a fresh one under the system's tmp)
 *   NGINX_BIN          the nginx binary (nginx on PATH, else /usr/sbin/nginx)
 *   NGINX_TRUST_LOOPBACK=1  a client on loopback may name the client in X-Forwarded-For, as a CDN in front would:
 *                      the tests and the load generator play many visitors. Never in production.
 *   NGINX_ACCESS_LOG   a file for nginx's access log, in production's format (ccip_private); none by default
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { lookup } from "node:dns/promises";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pagesWithoutPolicy } from "../../lib/server/page-policies.mjs";
import { accessLog, nodeOptions, prefixFor } from "./pair.mjs";

const deployDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(deployDir, "..", "..");
const env = process.env;
const port = Number(env.PORT || 3000);
const distDir = resolve(root, env.NEXT_DIST_DIR || ".next");
const prefix = prefixFor(port);

function fail(message) {
  console.error(`[serve:nginx] ${message}`);
  process.exit(1);
}

function nginxBinary() {
  if (env.NGINX_BIN) return env.NGINX_BIN;
  const onPath = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  if (onPath) return onPath;
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  fail(
    "nginx is not installed. Debian/Ubuntu: apt-get install nginx-light libnginx-mod-http-brotli-filter " +
      "libnginx-mod-http-brotli-static (docs/deployment.md). Without it, `npm start` serves the site alone.",
  );
}

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = server.address();
      server.close(() => done(free));
    });
  });

/** The loopback addresses nginx takes X-Forwarded-For from, where NGINX_TRUST_LOOPBACK is set. */
const realIp = (trust) =>
  trust
    ? [
        "        # NGINX_TRUST_LOOPBACK: the tests play a CDN in front, naming each visitor in X-Forwarded-For.",
        "        set_real_ip_from 127.0.0.1;",
        "        set_real_ip_from ::1;",
        "        real_ip_header X-Forwarded-For;",
        "        real_ip_recursive on;",
      ].join("\n")
    : "";

async function main() {
  if (!existsSync(join(distDir, "BUILD_ID"))) fail(`no build in ${distDir}: run \`npm run build\` first.`);
  // A bare `next build` stores no page policies (npm run build's postbuild does): never serve such a build.
  const missing = pagesWithoutPolicy(join(distDir, "server", "app"));
  if (!existsSync(join(distDir, "nginx", "pages.conf"))) fail(`no ${distDir}/nginx/pages.conf: run \`npm run build\`.`);
  if (missing.length > 0)
    fail(`${missing.length} prerendered pages have no Content-Security-Policy: run \`npm run build\`.`);
  const nginx = nginxBinary();
  const instances = Number(env.NEXT_INSTANCES || 1);
  if (!Number.isInteger(instances) || instances < 1)
    fail(`NEXT_INSTANCES=${env.NEXT_INSTANCES}: a whole number, 1 or more.`);
  const nextPorts = [];
  for (let i = 0; i < instances; i++)
    nextPorts.push(i === 0 && env.NEXT_PORT ? Number(env.NEXT_PORT) : await freePort());
  // `-H localhost`, not an address: Next 16 sends unprefixed pages into a redirect loop when started with -H
  // 127.0.0.1. nginx connects to the address Node binds for that name (its first lookup answer).
  const nextAddress = (await lookup("localhost")).address;

  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  symlinkSync(join(deployDir, "ccip"), join(prefix, "ccip"));
  symlinkSync(distDir, join(prefix, "ccip-build"));
  const values = {
    PREFIX: prefix,
    PORT: String(port),
    NEXT_SERVERS: nextPorts
      .map((p) => `server ${nextAddress.includes(":") ? `[${nextAddress}]` : nextAddress}:${p};`)
      .join("\n        "),
    NEXT_DIR: distDir,
    REAL_IP: realIp(env.NGINX_TRUST_LOOPBACK === "1"),
    ACCESS_LOG: accessLog(env),
  };
  const conf = readFileSync(join(deployDir, "local.conf"), "utf8").replace(/\{\{(\w+)\}\}/g, (_, key) => values[key]);
  const confFile = join(prefix, "nginx.conf");
  writeFileSync(confFile, conf);
  execFileSync(nginx, ["-q", "-t", "-p", prefix, "-c", confFile], { stdio: "inherit", env: { PATH: env.PATH } });

  // Plain `next start`, as `npm start` runs it; behind nginx it leaves compression to nginx and trusts one hop.
  const startNext = (nextPort) =>
    spawn(
      process.execPath,
      [join(root, "node_modules/next/dist/bin/next"), "start", "-H", "localhost", "-p", String(nextPort)],
      {
        cwd: root,
        stdio: "inherit",
        env: {
          ...env,
          NEXT_DIST_DIR: env.NEXT_DIST_DIR || ".next",
          NEXT_COMPRESS: "0",
          // A header limit above nginx's, so nginx refuses what is too large (pair.mjs, NODE_HEADER_LIMIT).
          NODE_OPTIONS: nodeOptions(env),
          TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS || "1",
          CCIP_INSTANCES: String(instances),
        },
      },
    );
  const nexts = nextPorts.map(startNext);
  // NGINX in the environment is nginx's own (sockets handed over on upgrade): never pass one on.
  const nginxEnv = { ...env };
  delete nginxEnv.NGINX;
  const proxy = spawn(nginx, ["-p", prefix, "-c", confFile], { stdio: "inherit", env: nginxEnv });
  const children = [...nexts, proxy];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    setTimeout(() => process.exit(code), 3000).unref();
    Promise.all(
      children.map((c) =>
        c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once("exit", r)) : null,
      ),
    ).then(() => process.exit(code));
  };
  const running = (c) => c.exitCode === null && c.signalCode === null;
  for (const child of children)
    child.once("exit", (code, signal) => {
      if (stopping) return stop(0);
      console.error(`[serve:nginx] ${child === proxy ? "nginx" : "next start"} exited (${code ?? signal})`);
      // With several instances, nginx sends requests to those still up: the pair stops with the last of them.
      if (child === proxy || !nexts.some(running)) stop(1);
    });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(0));

  writeFileSync(
    join(prefix, "pair.json"),
    JSON.stringify({
      port,
      nextPort: nextPorts[0],
      nextPid: nexts[0].pid,
      nextPorts,
      nextPids: nexts.map((n) => n.pid),
      nginxPid: proxy.pid,
      prefix,
    }),
  );
  const targets = nextPorts.map((p) => `http://localhost:${p}`).join(", ");
  console.log(`[serve:nginx] http://localhost:${port} (nginx) → ${targets} (next start)`);
}

main();
