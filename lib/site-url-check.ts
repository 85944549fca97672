// At server start: SITE_URL at run time must name the origin the build was made for (lib/site-url.ts).
import { buildSiteUrl, DEFAULT_SITE_URL } from "./site-url";

const same = (a: string, b: string) => {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
};

type Env = Record<string, string | undefined>;

/**
 * Why this server must not start, or undefined. `built` is the build's SITE_URL ("" for none, undefined outside a
 * Next build: nothing to compare). SITE_URL unset at run time is fine: the build's is used.
 */
export function siteUrlMismatch(env: Env, built: string | undefined = buildSiteUrl()): string | undefined {
  const run = env.SITE_URL;
  if (built === undefined || !run) return undefined;
  const origin = built || DEFAULT_SITE_URL;
  if (same(run, origin)) return undefined;
  return (
    `SITE_URL is ${run}, but this build was made for ${origin}${built ? "" : " (no SITE_URL at build)"}. ` +
    "Pages made at build time carry the build's origin in their links and previews, so both must be the same: " +
    `build again with SITE_URL=${run}, or start with SITE_URL=${origin} or without SITE_URL.`
  );
}

/**
 * Refuses to serve with a SITE_URL other than the build's: on Node the process ends with the reason; on a Worker
 * (no process to end) every request fails with it until the deployment's SITE_URL is corrected. Unset, SITE_URL
 * becomes the build's, for what reads it from the environment (Auth.js's default AUTH_URL, lib/auth/env.ts).
 */
export function requireBuildSiteUrl(env: Env = process.env, built: string | undefined = buildSiteUrl()): void {
  const reason = siteUrlMismatch(env, built);
  if (reason) {
    console.error(`[site-url] refusing to start: ${reason}`);
    const worker = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === "Cloudflare-Workers";
    if (!worker) process.exit(1);
    throw new Error(reason);
  }
  if (built !== undefined) env.SITE_URL ||= built || DEFAULT_SITE_URL;
}
