// Finds (or installs through apt, where this machine lets us) the system programs the tests need:
// Chromium for Playwright (`npx playwright install` cannot download here) and redis-server for the Redis tests.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = {
  chromium: [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"],
  "redis-server": [
    process.env.REDIS_SERVER_PATH,
    "/usr/bin/redis-server",
    "/usr/local/bin/redis-server",
    "/opt/homebrew/bin/redis-server",
  ],
};
const HOW = {
  chromium: "Debian/Ubuntu: sudo apt-get install -y chromium · macOS: install Google Chrome and set CHROMIUM_PATH",
  "redis-server": "Debian/Ubuntu: sudo apt-get install -y redis-server · macOS: brew install redis",
};

function find(name) {
  return CANDIDATES[name].find((path) => path && existsSync(path));
}

function aptInstall(packages) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log(`[test] installing ${packages.join(", ")} with apt-get …`);
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return true;
  } catch {
    return false;
  }
}

/** Returns { chromium, redisServer } paths, installing what is missing where it can; exits with advice otherwise. */
export function ensureSystem() {
  const missing = Object.keys(CANDIDATES).filter((name) => !find(name));
  if (missing.length > 0) aptInstall(missing);
  const still = Object.keys(CANDIDATES).filter((name) => !find(name));
  if (still.length > 0) {
    console.error("[test] missing programs the tests need:");
    for (const name of still) console.error(`  - ${name}: ${HOW[name]}`);
    process.exit(1);
  }
  return { chromium: find("chromium"), redisServer: find("redis-server") };
}
