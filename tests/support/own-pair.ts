import { spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";
import { readPair } from "../../deploy/nginx/pair.mjs";

/**
 * A production pair of a spec's own (deploy/nginx/serve.mjs: nginx in front of one `next start`, on the embedded
 * defaults: no Redis), on `port`, for what the shared servers cannot show: a restart, a log file, an instance down.
 */
export type OwnPair = { origin: string; port: number; process: ChildProcess; stop(): Promise<void> };

export async function startPair(port: number, env: Record<string, string> = {}): Promise<OwnPair> {
  const child = spawn(process.execPath, ["deploy/nginx/serve.mjs"], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://localhost:${port}`;
  const health = () =>
    fetch(`${origin}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
  await expect.poll(health, { timeout: 60_000, message: `the pair on ${port} answers` }).toBe(200);
  await expect.poll(() => readPair(port)?.nginxPid ?? 0, { message: "the pair's record" }).toBeGreaterThan(0);
  return {
    origin,
    port,
    process: child,
    stop: () => stopProcess(child),
  };
}

/** SIGTERM, and wait until it has exited (serve.mjs stops nginx and `next start` with it). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
