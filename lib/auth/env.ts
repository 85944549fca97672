/**
 * Sign-in configuration from the environment, and the session's limits (docs/security.md, "Sessions"). Without these
 * variables the site runs normally and /staff says sign-in is not configured.
 */
import { siteUrl } from "@/lib/site-url";

const REQUIRED_AUTH_ENV = [
  "AUTH_SECRET",
  "AUTH_MICROSOFT_ENTRA_ID_ID",
  "AUTH_MICROSOFT_ENTRA_ID_SECRET",
  "AUTH_MICROSOFT_ENTRA_ID_ISSUER",
] as const;

/** Spec section 9 lists openid, profile, offline_access; email and User.Read give the address and Graph /me. */
export const AUTH_SCOPES = "openid profile email offline_access User.Read";
/** Spec section 9: the access token is refreshed this long before it expires. */
export const REFRESH_OFFSET_SECONDS = 300;
/** The session cookie lives this long past the last request (the access token inside it is refreshed as it goes). */
export const SESSION_MAX_AGE_SECONDS = 8 * 3600;
/** However busy, a session ends this long after sign-in, or sooner if the identity provider says so. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 3600;
/**
 * A staff page cannot set cookies, so it has the session cookie renewed (rolled forward, its tokens refreshed when
 * due) by the route that can, at most this often (lib/auth/jwt.ts, renewalDue): five minutes, and never longer than
 * the refresh offset, so an access token due for refresh is refreshed before it expires for anyone using the pages.
 */
export const RENEW_AFTER_SECONDS = Math.min(5 * 60, REFRESH_OFFSET_SECONDS);
/** The hint cookie (./hint.ts): read by the header's script, so not HttpOnly, and it lasts as an idle session does. */
export const HINT_COOKIE_OPTIONS = { path: "/", sameSite: "lax", maxAge: SESSION_MAX_AGE_SECONDS } as const;
/** The Entra ID app role that makes an account staff, unless AUTH_STAFF_ROLE names another. */
const DEFAULT_STAFF_ROLE = "Staff.Access";

export function staffRole(env: Record<string, string | undefined> = process.env): string {
  return env.AUTH_STAFF_ROLE?.trim() || DEFAULT_STAFF_ROLE;
}

/**
 * AUTH_URL's default when sign-in is configured without it (or AUTH_TRUST_HOST): SITE_URL's origin + /api/auth.
 * Auth.js otherwise refuses every request as an untrusted host, and the sign-in pages answer 500.
 * The request's own Host is never trusted by default: it is the client's to choose.
 */
export function applyAuthUrlDefault(env: Record<string, string | undefined> = process.env): void {
  if (!authConfigured(env) || env.AUTH_URL?.trim() || env.NEXTAUTH_URL?.trim() || env.AUTH_TRUST_HOST?.trim()) return;
  try {
    env.AUTH_URL = new URL("/api/auth", env.SITE_URL || "http://localhost:3000").href;
  } catch {
    // A SITE_URL that is not a URL: Auth.js then reports its own configuration error, once per request.
  }
}

export function authConfigured(env: Record<string, string | undefined> = process.env): boolean {
  return REQUIRED_AUTH_ENV.every((name) => Boolean(env[name]?.trim()));
}

/** `a.example, B.example` → ["a.example", "b.example"]; empty when the allow-list is not set. */
export function staffEmailDomains(env: Record<string, string | undefined> = process.env): string[] {
  return (env.AUTH_STAFF_EMAIL_DOMAINS ?? "")
    .split(",")
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
}

const MULTI_TENANT = new Set(["common", "organizations", "consumers"]);

/**
 * The tenant staff belong to: AUTH_MICROSOFT_ENTRA_ID_TENANT_ID when set, else the tenant in the issuer
 * (`https://login.microsoftonline.com/<tenant>/v2.0`). Undefined for a multi-tenant issuer or a non-Microsoft one.
 */
export function expectedTenant(env: Record<string, string | undefined> = process.env): string | undefined {
  const explicit = env.AUTH_MICROSOFT_ENTRA_ID_TENANT_ID?.trim();
  if (explicit) return explicit.toLowerCase();
  const match = env.AUTH_MICROSOFT_ENTRA_ID_ISSUER?.match(/login\.microsoftonline\.com\/([^/]+)\/v2\.0/i);
  const tenant = match?.[1]?.toLowerCase();
  return tenant && !MULTI_TENANT.has(tenant) ? tenant : undefined;
}

export function isMultiTenantIssuer(issuer: string | undefined): boolean {
  const tenant = issuer?.match(/login\.microsoftonline\.com\/([^/]+)\/v2\.0/i)?.[1]?.toLowerCase();
  return tenant !== undefined && MULTI_TENANT.has(tenant);
}

/**
 * The origin staff pages are served on: AUTH_URL's, which the deployer sets to the sign-in routes' public address,
 * else the site's (SITE_URL, as built). Sign-in and sign-out build their redirects on it, never on the request's Host.
 */
export function staffOrigin(env: Record<string, string | undefined> = process.env): URL {
  const configured = env.AUTH_URL?.trim() || env.NEXTAUTH_URL?.trim();
  if (configured) {
    try {
      return new URL(new URL(configured).origin);
    } catch {
      // Not a URL: the site's origin, as below.
    }
  }
  return siteUrl();
}
