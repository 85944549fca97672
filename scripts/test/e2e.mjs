// `npm run test:e2e`: the browser tests alone, against the current production build (run `npm run build` first).
import { execSync } from "node:child_process";
import { ensureSystem } from "./ensure-system.mjs";

const system = ensureSystem();
execSync(`node node_modules/@playwright/test/cli.js test ${process.argv.slice(2).join(" ")}`, {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: system.chromium, REDIS_SERVER_PATH: system.redisServer },
});
