// `npm run test:e2e`: the browser tests alone, against the current production build (run `npm run build` first).
// Arguments go to Playwright as they are (no shell): `-g "a|b"` stays one pattern.
import { execFileSync } from "node:child_process";
import { ensureSystem, systemEnv } from "./ensure-system.mjs";

const system = ensureSystem();
try {
  execFileSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, ...systemEnv(system) },
  });
} catch (error) {
  process.exit(error.status ?? 1);
}
