import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

/** Starts a plain `next start` with `env` and waits for it to exit by itself: its exit code and what it said. */
async function startAndWaitForExit(env: Record<string, string>) {
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", "0"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill();
      resolve(null);
    }, 45_000);
    child.on("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(code, `exit code; output:\n${output}`).not.toBe(0);
  expect(code, "it exited by itself").not.toBeNull();
  return output;
}

/*
 * With Upstash configured, every instance (and the edge middleware) keys rate limits by a hash of the client's address
 * with IP_HASH_SECRET. Without it each would use a random secret of its own: the server refuses to start instead,
 * and says why.
 */
test("with Upstash configured and no IP_HASH_SECRET, next start refuses to start and says why", async () => {
  test.setTimeout(60_000);
  const output = await startAndWaitForExit({
    UPSTASH_REDIS_REST_URL: "http://localhost:9",
    UPSTASH_REDIS_REST_TOKEN: "token",
    IP_HASH_SECRET: "",
  });
  expect(output).toContain("IP_HASH_SECRET is not set, but UPSTASH_REDIS_REST_URL is");
});

/*
 * Several instances behind one proxy (deploy/nginx with NEXT_INSTANCES, which sets CCIP_INSTANCES) must share one
 * store: with the in-memory default each would keep its own sessions-ended list, budgets and counts.
 */
test("in a multi-instance setting with the in-memory store, next start refuses to start and says why", async () => {
  test.setTimeout(60_000);
  const output = await startAndWaitForExit({
    CCIP_INSTANCES: "2",
    UPSTASH_REDIS_REST_URL: "",
    UPSTASH_REDIS_REST_TOKEN: "",
  });
  expect(output).toContain("CCIP_INSTANCES is 2, but UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN are not set");
});
