import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

/*
 * With Upstash configured, every instance (and the edge middleware) keys rate limits by a hash of the client's address
 * with IP_HASH_SECRET. Without it each would use a random secret of its own: the server refuses to start instead,
 * and says why.
 */
test("with Upstash configured and no IP_HASH_SECRET, next start refuses to start and says why", async () => {
  test.setTimeout(60_000);
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", "0"], {
    env: {
      ...process.env,
      UPSTASH_REDIS_REST_URL: "http://localhost:9",
      UPSTASH_REDIS_REST_TOKEN: "token",
      IP_HASH_SECRET: "",
    },
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
  expect(output).toContain("IP_HASH_SECRET is not set, but UPSTASH_REDIS_REST_URL is");
});
