// Refreshing the identity provider's tokens before they expire, so a staff session ends when the provider says so.
import { z } from "zod";
import { AUTH_SCOPES, REFRESH_OFFSET_SECONDS } from "./env";

/** What the encrypted session cookie carries besides the user: the provider's tokens and when they expire. */
export type TokenSet = {
  accessToken?: string;
  refreshToken?: string;
  /** Seconds since the epoch, when the access token expires. */
  expiresAt?: number;
  /** Seconds since the epoch, when the refresh token expires, if the identity provider said so. */
  refreshExpiresAt?: number;
  error?: "RefreshTokenError";
};

const discoverySchema = z.object({ token_endpoint: z.url() });
const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  refresh_token_expires_in: z.coerce.number().positive().optional(),
});

type Fetch = typeof fetch;
const endpoints = new Map<string, string>();

async function tokenEndpoint(issuer: string, fetcher: Fetch): Promise<string> {
  const known = endpoints.get(issuer);
  if (known) return known;
  const response = await fetcher(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const endpoint = discoverySchema.parse(await response.json()).token_endpoint;
  endpoints.set(issuer, endpoint);
  return endpoint;
}

/** True when the access token is within the refresh offset of expiring (spec section 9: 300 s). */
export function needsRefresh(token: TokenSet, nowSeconds = Date.now() / 1000): boolean {
  return token.expiresAt !== undefined && nowSeconds >= token.expiresAt - REFRESH_OFFSET_SECONDS;
}

export type RefreshConfig = { issuer: string; clientId: string; clientSecret: string };

/**
 * The refresh-token grant (spec section 7). On failure the token is marked, not thrown: the guard then treats the
 * session as expired and the staff member sees "your session has expired" instead of an error.
 */
export async function refreshTokens<T extends TokenSet>(
  token: T,
  config: RefreshConfig,
  { fetcher = fetch, nowSeconds = Math.floor(Date.now() / 1000) }: { fetcher?: Fetch; nowSeconds?: number } = {},
): Promise<T & TokenSet> {
  if (!token.refreshToken) return { ...token, error: "RefreshTokenError" };
  try {
    const response = await fetcher(await tokenEndpoint(config.issuer, fetcher), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: token.refreshToken,
        client_id: config.clientId,
        client_secret: config.clientSecret,
        scope: AUTH_SCOPES,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
    const fresh = tokenResponseSchema.parse(await response.json());
    return {
      ...token,
      accessToken: fresh.access_token,
      expiresAt: nowSeconds + (fresh.expires_in ?? 3600),
      // Entra ID rotates refresh tokens; keep the old one only if no new one came.
      refreshToken: fresh.refresh_token ?? token.refreshToken,
      refreshExpiresAt: fresh.refresh_token_expires_in
        ? nowSeconds + fresh.refresh_token_expires_in
        : token.refreshExpiresAt,
      error: undefined,
    };
  } catch (error) {
    console.warn(`[auth] token refresh failed: ${(error as Error).message}`);
    return { ...token, error: "RefreshTokenError" };
  }
}
