// Finds (or installs through apt, where this machine lets us) the system programs the tests need: Chromium for
// Playwright (`npx playwright install` cannot download here), redis-server for the Redis tests, and nginx with its
// brotli modules, which the browser tests and the bench run in front of `next start` (deploy/nginx); the Thai and Latin
// system fonts of a phone; LibThai's dictionary and trietool, which the line-break specs list words from; and, for
// `npm run bench` only, wrk, the load generator that can keep nginx busy (scripts/bench/lib/wrk.ts).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const BROTLI_MODULES = ["filter", "static"].map((m) => `/usr/lib/nginx/modules/ngx_http_brotli_${m}_module.so`);

/** Each program: where it may be, what else must be there, the apt packages that give it, and advice otherwise. */
const PROGRAMS = {
  chromium: {
    paths: [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"],
    apt: ["chromium"],
    how: "Debian/Ubuntu: sudo apt-get install -y chromium · macOS: install Google Chrome and set CHROMIUM_PATH",
  },
  "redis-server": {
    paths: [
      process.env.REDIS_SERVER_PATH,
      "/usr/bin/redis-server",
      "/usr/local/bin/redis-server",
      "/opt/homebrew/bin/redis-server",
    ],
    apt: ["redis-server"],
    how: "Debian/Ubuntu: sudo apt-get install -y redis-server · macOS: brew install redis",
  },
  nginx: {
    paths: [process.env.NGINX_BIN, "/usr/sbin/nginx"],
    needs: BROTLI_MODULES,
    apt: ["nginx-light", "libnginx-mod-http-brotli-filter", "libnginx-mod-http-brotli-static"],
    how:
      "Debian/Ubuntu: sudo apt-get install -y nginx-light libnginx-mod-http-brotli-filter " +
      "libnginx-mod-http-brotli-static (docs/deployment.md)",
  },
  // Not a program: the Thai system font every phone has (Android's Noto Sans Thai), so that the browser tests see the
  // page as a phone does (components/layout/fonts.css) and not as a server with no Thai font, which fetches Sarabun.
  "thai-font": {
    paths: [
      process.env.THAI_FONT_PATH,
      "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf",
      "/System/Library/Fonts/Supplemental/Thonburi.ttc",
      "/System/Library/Fonts/Thonburi.ttc",
    ],
    apt: ["fonts-noto-core"],
    how: "Debian/Ubuntu: sudo apt-get install -y fonts-noto-core · elsewhere: install Noto Sans Thai (THAI_FONT_PATH)",
  },
  // Android's Latin face, Roboto, likewise: English lines then break where a phone breaks them (app/styles/base.css names
  // it before the desktop's own UI font). macOS has its own system face, which the stack names first.
  "latin-font": {
    paths: [
      process.env.LATIN_FONT_PATH,
      "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
      "/System/Library/Fonts/SFNS.ttf",
    ],
    apt: ["fonts-roboto-unhinted"],
    how: "Debian/Ubuntu: sudo apt-get install -y fonts-roboto-unhinted · elsewhere: install Roboto (LATIN_FONT_PATH)",
  },
  // LibThai's word list, an independent judge of Thai words split at a line end (tests/e2e/line-breaks.dictionary.ts):
  // the dictionary (libthai-data) and the tool that lists it (trietool, libdatrie1-bin).
  trietool: {
    paths: ["/usr/bin/trietool", "/usr/local/bin/trietool"],
    needs: ["/usr/share/libthai/thbrk.tri"],
    apt: ["libthai-data", "libdatrie1-bin"],
    how: "Debian/Ubuntu: sudo apt-get install -y libthai-data libdatrie1-bin",
  },
  wrk: {
    paths: [process.env.WRK_BIN, "/usr/bin/wrk", "/usr/local/bin/wrk", "/opt/homebrew/bin/wrk"],
    apt: ["wrk"],
    how: "Debian/Ubuntu: sudo apt-get install -y wrk · macOS: brew install wrk",
    benchOnly: true,
  },
};

function find(name) {
  const { paths, needs = [] } = PROGRAMS[name];
  if (!needs.every((path) => existsSync(path))) return undefined;
  return paths.find((path) => path && existsSync(path));
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

/**
 * Returns { chromium, redisServer, nginx, wrk } paths (wrk with `bench` only), installing what is missing where it
 * can; exits with advice otherwise.
 */
export function ensureSystem({ bench = false } = {}) {
  const wanted = Object.keys(PROGRAMS).filter((name) => bench || !PROGRAMS[name].benchOnly);
  const missing = wanted.filter((name) => !find(name));
  if (missing.length > 0) aptInstall(missing.flatMap((name) => PROGRAMS[name].apt));
  const still = wanted.filter((name) => !find(name));
  if (still.length > 0) {
    console.error(`[${bench ? "bench" : "test"}] missing programs the ${bench ? "benchmarks" : "tests"} need:`);
    for (const name of still) console.error(`  - ${name}: ${PROGRAMS[name].how}`);
    process.exit(1);
  }
  return { chromium: find("chromium"), redisServer: find("redis-server"), nginx: find("nginx"), wrk: find("wrk") };
}

/** The environment that tells Playwright and the servers it starts where these programs are. */
export const systemEnv = (system) => ({
  CHROMIUM_PATH: system.chromium,
  REDIS_SERVER_PATH: system.redisServer,
  NGINX_BIN: system.nginx,
  ...(system.wrk ? { WRK_BIN: system.wrk } : {}),
});
