/**
 * Security headers. Kept free of Node APIs: next.config.ts (build) and the edge middleware (each page request)
 * both use them.
 *
 * Why 'unsafe-inline' for scripts: the content pages are static HTML built once, and Next inlines the page's React
 * payload as <script> tags whose contents differ per page; a nonce needs per-request rendering (no edge cache) and
 * Next gives no hash list for static pages. 'unsafe-eval' is not allowed, and everything else is locked to our origin.
 */
function origin(url: string | undefined): string {
  try {
    return url ? new URL(url).origin : "";
  } catch {
    return "";
  }
}

export function pageCsp(env: Record<string, string | undefined> = process.env): string {
  const analytics = origin(env.ANALYTICS_SCRIPT_URL);
  // Signing in posts a form that the sign-in service answers with a redirect to the identity provider.
  const identity = origin(env.AUTH_MICROSOFT_ENTRA_ID_ISSUER);
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${analytics}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${analytics}`.trim(),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${identity}`.trim(),
    "frame-ancestors 'none'",
  ].join("; ");
}

/** JSON, images and feeds need nothing: the strictest policy. PDFs are left out, for the browser's own viewer. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Browser features the site does not use are denied; the appeal helper alone may ask for the location. */
export function permissionsPolicy(allowGeolocation: boolean): string {
  return [
    "accelerometer=()",
    "autoplay=()",
    "camera=()",
    "display-capture=()",
    "encrypted-media=()",
    "fullscreen=(self)",
    `geolocation=${allowGeolocation ? "(self)" : "()"}`,
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "publickey-credentials-get=()",
    "usb=()",
    "interest-cohort=()",
    "browsing-topics=()",
  ].join(", ");
}

export const GEOLOCATION_PATHS = ["/Public/Appealprocess/Helper", "/en/Public/Appealprocess/Helper"];

/** Headers on every answer (next.config.ts). */
export const COMMON_HEADERS: { key: string; value: string }[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
];

/**
 * Headers that only a document acts on (framing, opener, referrer, features, CSP). Build assets (scripts, fonts under
 * /_next/static) do without them: a phone's first visit fetches about fifteen, and at ~0.9 KB each these cost
 * ~13 KB of the 200 KiB first-view budget over HTTP/1.1 (issue 16).
 */
export const DOCUMENT_HEADERS: { key: string; value: string }[] = [
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** Every path but Next's build assets (path-to-regexp, as next.config.ts's headers() takes it). */
export const DOCUMENT_PATHS = "/((?!_next/static/).*)";
