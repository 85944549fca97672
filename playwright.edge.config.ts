import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium.mjs";
import { oidcPort, oidcURL } from "./tests/support/staff-servers";

/**
 * The site built by OpenNext's Cloudflare adapter (`npm run build:edge`) and served by workerd (`npm run
 * preview:edge`), checked by the specs in tests/edge (docs/edge.md). `npm run test:edge` builds it and runs them.
 * Port 8787 is wrangler.jsonc's dev port, and the origin the build was made for (SITE_URL): sitemaps, feeds and
 * Auth.js's URLs carry it.
 */
export const edgeURL = "http://localhost:8787";

/** Sign-in against the local OpenID server; test-only values, never a deployment's. */
const signInVars = {
  AUTH_SECRET: "edge-only-secret-0123456789abcdef0123456789",
  AUTH_MICROSOFT_ENTRA_ID_ID: "ccip-staff-edge",
  AUTH_MICROSOFT_ENTRA_ID_SECRET: "edge-client-secret",
  AUTH_MICROSOFT_ENTRA_ID_ISSUER: oidcURL,
  AUTH_STAFF_EMAIL_DOMAINS: "staff.example",
  AUTH_GRAPH_ME_URL: `${oidcURL}/userinfo`,
};
const varFlags = Object.entries(signInVars).map(([key, value]) => `--var ${key}:${value}`);

export default defineConfig({
  testDir: "tests/edge",
  // One worker: workerd in wrangler dev is slow on a small machine, and the old single-process run took a minute.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    ...devices["Desktop Chrome"],
    baseURL: edgeURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
  webServer: [
    {
      // A local OpenID Connect server standing in for Microsoft Entra ID, as in playwright.config.ts.
      command: "node tests/support/oidc-server.mjs",
      url: `${oidcURL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      // --env localtest: wrangler.jsonc's test-only environment, without global_fetch_strictly_public, which in a
      // deployment would refuse the Worker's fetches of a localhost issuer. The sign-in variables are passed as --var: in
      // workerd they reach the Worker's env as a deployment's secrets do. A server already on the port would answer
      // for another build: Playwright refuses to start then.
      command: ["npm run preview:edge -- --env localtest", ...varFlags].join(" "),
      url: `${edgeURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { WRANGLER_SEND_METRICS: "false" },
    },
  ],
});
