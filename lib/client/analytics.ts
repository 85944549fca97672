/**
 * Loads the analytics script named by the page's <meta name="analytics-src"> (set from ANALYTICS_SCRIPT_URL at
 * build). Called only after the visitor accepts cookies (PDPA): nothing that tracks runs before. Idempotent.
 */
export function loadAnalytics(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="analytics-src"]');
  if (!meta?.content || document.getElementById("analytics-script")) return;
  const script = document.createElement("script");
  script.id = "analytics-script";
  script.src = meta.content;
  script.defer = true;
  const domain = document.querySelector<HTMLMetaElement>('meta[name="analytics-domain"]')?.content;
  if (domain) script.dataset.domain = domain;
  document.head.append(script);
}
