/**
 * Builds (when needed) and starts the production pair for the benchmarks and budget checks: nginx in front of a plain
 * `next start` (deploy/nginx/serve.mjs, as `npm run serve:nginx` starts it), on its own build folder and port so it
 * never collides with another engineer's build or the Playwright server. The launcher runs in its own process group
 * with both servers, and is stopped by that group's id: `npx next start` leaves a `next-server` child behind.
 */
import { execSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NEXT_START_ARGS, SERVE_NGINX_ARGS } from "../../../lib/server/next-start";

/** `pgid`: the process group of the launcher and both servers (their CPU time is read from it). */
export type Server = { url: string; port: number; pgid: number; log: () => string; stop: () => Promise<void> };

const SOURCES = [
  "app",
  "components",
  "lib",
  "content",
  "messages",
  "i18n",
  "public",
  "middleware.ts",
  "next.config.ts",
  "package.json",
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/**
 * Builds into `distDir` when it has no build or a source file is newer than it. BENCH_REBUILD=1 always builds;
 * BENCH_REBUILD=0 uses any existing build.
 */
export function ensureBuild(distDir: string, siteUrl: string): void {
  const marker = join(distDir, "BUILD_ID");
  // Static pages carry SITE_URL from build time (canonical, hreflang): Lighthouse's canonical audit fails unless the
  // page is served from that origin, so the build is tied to the bench's own URL.
  const siteFile = join(distDir, "bench-site-url");
  const missing = !existsSync(marker) || !existsSync(siteFile) || readFileSync(siteFile, "utf8") !== siteUrl;
  const stale = missing || SOURCES.some((s) => newest(s) > statSync(marker).mtimeMs);
  const force = process.env.BENCH_REBUILD;
  if (!missing && (force === "0" || (!stale && force !== "1"))) {
    console.error(`[bench] using the build in ${distDir}`);
    return;
  }
  console.error(`[bench] building into ${distDir} …`);
  execSync("npm run build", {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_DIST_DIR: distDir, SITE_URL: siteUrl },
  });
  writeFileSync(siteFile, siteUrl);
}

export async function startServer({
  distDir,
  port,
  env = {},
  bare = false,
}: {
  distDir: string;
  port: number;
  env?: Record<string, string>;
  /** A plain `next start` alone (Next compresses with gzip, no nginx), as the edge is compared with. */
  bare?: boolean;
}): Promise<Server> {
  const url = `http://localhost:${port}`;
  const args = bare ? [...NEXT_START_ARGS, "-H", "localhost", "-p", String(port)] : SERVE_NGINX_ARGS;
  const child = spawn(process.execPath, args, {
    // NGINX_TRUST_LOOPBACK: the load generator plays a CDN in front, naming many clients in X-Forwarded-For
    // (manyClients).
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      SITE_URL: url,
      PORT: String(port),
      NGINX_TRUST_LOOPBACK: "1",
      ...env,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* already gone */
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };

  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, port, pgid: child.pid!, log: () => log, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the server did not answer on ${url} within 60 s:\n${log}`);
}

/** Stops the servers when the process is interrupted, so no `next-server` or nginx outlives a cancelled run. */
export function stopOnExit(servers: Server[]): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      await Promise.all(servers.map((s) => s.stop()));
      process.exit(130);
    });
  }
}
