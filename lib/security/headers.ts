import { localizedPath, locales } from "../../i18n/locales";
import { APPEAL_HELPER_PATH } from "../routes";
import { analyticsSettings } from "../analytics-settings";

/**
 * Security headers, the one place their values are written. Kept free of Node APIs: next.config.ts (build), the edge
 * middleware (each page request), the edge worker (scripts/edge/worker.mjs), the post-build step that hashes the
 * static pages' scripts (scripts/csp/hash-pages.ts) and the one that writes nginx's header files
 * (scripts/build/nginx-pages.ts) all use them.
 *
 * Scripts run from our origin, plus only the inline scripts the policy names, never 'unsafe-inline' (docs/security.md,
 * "Content-Security-Policy"):
 * - static pages (built once, served as files): the SHA-256 of each inline script, stored with the page at build;
 * - pages rendered per request (search, staff, appeal check, feedback sent): a nonce per request, which Next puts on
 *   its own inline scripts, and the hashes of our boot script (lib/security/boot-script-hashes.ts).
 */
function origin(url: string | undefined): string {
  try {
    return url ? new URL(url).origin : "";
  } catch {
    return "";
  }
}

/**
 * The page policy. `scripts`: the CSP sources ('sha256-...' or 'nonce-...') of the inline scripts the page may run.
 * Styles keep 'unsafe-inline': React writes style attributes; a style cannot run code.
 */
export function pageCsp(scripts: readonly string[], env: Record<string, string | undefined> = process.env): string {
  const analytics = origin(analyticsSettings(env).src);
  // Signing in posts a form that the sign-in service answers with a redirect to the identity provider.
  const identity = origin(env.AUTH_MICROSOFT_ENTRA_ID_ISSUER);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts, analytics].filter(Boolean).join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${analytics}`.trim(),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${identity}`.trim(),
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The CSP source for an inline script: the base64 SHA-256 of its exact text (Web Crypto: Node and the edge). */
export async function sha256Source(script: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * JSON, images, feeds and the middleware's own short answers need nothing: the strictest policy. PDFs are left out,
 * for the browser's own viewer.
 */
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

/** The appeal helper's address in every language: the one page whose policy allows geolocation. */
export const GEOLOCATION_PATHS = locales.map((locale) => localizedPath(locale, APPEAL_HELPER_PATH));

/** Browsers must take a file for the type it is sent as: the API's own answers set it too (lib/http/api-error.ts). */
export const NO_SNIFF = { key: "X-Content-Type-Options", value: "nosniff" };

/**
 * Headers on every answer: Next.js adds them (next.config.ts), and nginx's own answers (build assets, its refusals)
 * take them from the files the post-build writes (scripts/build/nginx-pages.ts).
 */
export const COMMON_HEADERS: { key: string; value: string }[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  NO_SNIFF,
  // No other site may embed our files (scripts, fonts, JSON, images) in its pages; the social cards are the exception.
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

/**
 * The social cards (app/api/og) are meant to be shown elsewhere: a chat or social app's web client may load one from
 * our origin, which same-origin would block.
 */
export const SHARED_IMAGE_PATHS = "/api/og/:path*";
export const SHARED_IMAGE_HEADERS: { key: string; value: string }[] = [
  { key: "Cross-Origin-Resource-Policy", value: "cross-origin" },
];

/**
 * The page that hands a signed-out visitor on to the identity provider (lib/auth/provider-hand-off.ts): the provider
 * is not told which of our addresses (and the page signed out from, in its query) the visitor came from.
 */
export const HAND_OFF_REFERRER_POLICY = "no-referrer";

/**
 * The copies of prerendered pages published for the Worker's front (scripts/edge/static-pages.ts): fetched by their
 * own address they are data, not documents, so they get the strictest policy and no indexing.
 */
export const EDGE_COPY_HEADERS: { key: string; value: string }[] = [
  { key: "Content-Security-Policy", value: "default-src 'none'" },
  { key: "X-Robots-Tag", value: "noindex" },
];

/**
 * Headers that only a document acts on (framing, opener, referrer, features, CSP). Build assets (scripts, fonts under
 * /_next/static) do without them: a phone's first visit fetches about fifteen, and at ~0.9 KB each these cost
 * ~13 KB of the 200 KiB first-view budget over HTTP/1.1 (tests/e2e/first-view.spec.ts).
 */
export const DOCUMENT_HEADERS: { key: string; value: string }[] = [
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** Every path but Next's build assets (path-to-regexp, as next.config.ts's headers() takes it). */
export const DOCUMENT_PATHS = "/((?!_next/static/).*)";

/**
 * The files of public/ that change rarely (the loader Next names as its bootstrap script, the appeal-form PDFs): they
 * are sent with CACHE_CONTROL.dayFile (lib/http/cache-control.ts).
 */
export const DAY_CACHED_FILES = ["/framework-boot.js", "/api/file/pdf/:path*"];
