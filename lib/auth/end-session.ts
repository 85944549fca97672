// Signing out at the identity provider too, where it publishes an end-session endpoint (OpenID RP-initiated logout).
import { getToken } from "next-auth/jwt";
import { z } from "zod";
import { idTokenOf } from "./session-store";
import type { StaffToken } from "./jwt";

const discoverySchema = z.object({ end_session_endpoint: z.url().optional() });
const endpoints = new Map<string, string | null>();

/** The issuer's end_session_endpoint from its OpenID discovery document (Entra ID publishes one), or null. */
export async function endSessionEndpoint(issuer: string, fetcher: typeof fetch = fetch): Promise<string | null> {
  if (endpoints.has(issuer)) return endpoints.get(issuer)!;
  try {
    const response = await fetcher(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const endpoint = discoverySchema.parse(await response.json()).end_session_endpoint ?? null;
    endpoints.set(issuer, endpoint);
    return endpoint;
  } catch (error) {
    // Not remembered: the next sign-out asks again. The site's own session has ended either way.
    console.warn(`[auth] end-session endpoint unknown: ${(error as Error).message}`);
    return null;
  }
}

/** The URL that ends the session at the provider and comes back to `returnTo`; `idToken` names the session ended. */
export function endSessionUrl(endpoint: string, returnTo: URL, clientId: string, idToken?: string): URL {
  const url = new URL(endpoint);
  if (idToken) url.searchParams.set("id_token_hint", idToken);
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("post_logout_redirect_uri", returnTo.href);
  return url;
}

/** The session cookie's content, read before sign-out clears it (either cookie name: https or not). */
export async function currentToken(request: Request): Promise<StaffToken | null> {
  const secret = process.env.AUTH_SECRET;
  for (const secureCookie of [true, false]) {
    const token = await getToken({ req: request, secret, secureCookie });
    if (token) return token as StaffToken;
  }
  return null;
}

/** Where to send the browser after the site's own sign-out: the provider's end-session URL, or `returnTo` itself. */
export async function afterSignOut(token: StaffToken | null, returnTo: URL): Promise<URL> {
  const issuer = process.env.AUTH_MICROSOFT_ENTRA_ID_ISSUER;
  if (!token?.sid || !issuer) return returnTo;
  const endpoint = await endSessionEndpoint(issuer);
  if (!endpoint) return returnTo;
  return endSessionUrl(endpoint, returnTo, process.env.AUTH_MICROSOFT_ENTRA_ID_ID ?? "", await idTokenOf(token.sid));
}
