// Debian's Chromium as every test, benchmark and script here starts it: `npx playwright install` cannot download a
// browser on our build machines (only the npm registry and Debian's apt are reachable), and without the
// background-networking flags Chromium tries the closed network at every start. Plain JavaScript so that the Lighthouse
// worker (plain Node) can import it as well as the TypeScript files.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
