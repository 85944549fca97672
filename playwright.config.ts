import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium.mjs";
import { oidcPort, oidcURL, staffPort, staffSignInEnv, staffURL } from "./tests/support/staff-servers";

const PORT = Number(process.env.E2E_PORT ?? 3107);
/** localhost, not 127.0.0.1: Next 16 sends unprefixed pages into a redirect loop on -H 127.0.0.1. */
export const baseURL = `http://localhost:${PORT}`;

const chromium = chromiumLaunchOptions;

/**
 * The production pair, nginx in front of a plain `next start` (deploy/nginx/serve.mjs, `npm run serve:nginx`): the
 * specs measure what production serves, limits, compression and the short page cache included.
 */
const servePair = "node deploy/nginx/serve.mjs";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  // A trace records every action of a test (DOM snapshots, screenshots): on two cores that is CPU the tests need. In CI
  // a failing test runs again with its trace on; locally a failing test keeps the trace of its one run.
  use: { baseURL, launchOptions: chromium, trace: process.env.CI ? "on-first-retry" : "retain-on-failure" },
  projects: [
    {
      name: "desktop",
      testIgnore: /no-js\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // The journeys a reader without JavaScript makes, on a phone's width (the phone menu is <details>).
      name: "no-js",
      testMatch: /no-js\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 812 },
        javaScriptEnabled: false,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      // The production build, on its embedded defaults: no Redis, no sign-in tenant.
      command: servePair,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The specs play a CDN in front of nginx: they name their client in X-Forwarded-For, so per-client limits see
      // many visitors. nginx trusts that header from loopback here only. No SITE_URL: the server takes the build's,
      // and refuses to start with another (lib/site-url-check.ts).
      env: { PORT: String(PORT), NGINX_TRUST_LOOPBACK: "1" },
    },
    {
      // A local OpenID Connect server standing in for Microsoft Entra ID (tests/support/oidc-server.mjs).
      command: "node tests/support/oidc-server.mjs",
      url: `${oidcURL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      // The same build with sign-in configured against it: the staff and feedback-count tests use this one. Its nginx
      // trusts no one's X-Forwarded-For, as in production: the client is the socket address.
      command: servePair,
      url: `${staffURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(staffPort),
        ...staffSignInEnv(staffURL),
      },
    },
  ],
});
