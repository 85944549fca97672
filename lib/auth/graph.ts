// Microsoft Graph's /me for a staff member's name, asked once at sign-in and never in the way of it.
import { z } from "zod";

const meSchema = z.object({ displayName: z.string().min(1).nullish(), mail: z.string().nullish() });
export type GraphMe = z.infer<typeof meSchema>;

/** Graph is a nicety, not a gate: sign-in never waits on it longer than this. */
const GRAPH_TIMEOUT_MS = 1500;

/**
 * Microsoft Graph `/me` with the access token: used when reachable, and never blocking sign-in when it is not.
 * Any failure, slow answer or unexpected shape gives undefined and the name from the ID token is used.
 */
export async function fetchGraphMe(accessToken: string, fetcher: typeof fetch = fetch): Promise<GraphMe | undefined> {
  const url = process.env.AUTH_GRAPH_ME_URL || "https://graph.microsoft.com/v1.0/me?$select=displayName,mail";
  try {
    const response = await fetcher(url, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const parsed = meSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
