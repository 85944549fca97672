/**
 * The deployment's analytics script (ANALYTICS_SCRIPT_URL) and its data-domain (ANALYTICS_DOMAIN), read in this one
 * place: the frame of every page names them to the browser (loaded only after a visitor accepts cookies,
 * lib/client/analytics.ts) and the page policy allows the script's origin (lib/security/headers.ts). Read when a page
 * is rendered: at build for the prerendered pages, per request for the others.
 */
export type AnalyticsSettings = { src?: string; domain?: string };

export function analyticsSettings(env: Record<string, string | undefined> = process.env): AnalyticsSettings {
  return { src: env.ANALYTICS_SCRIPT_URL || undefined, domain: env.ANALYTICS_DOMAIN || undefined };
}
