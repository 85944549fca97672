/**
 * The address of the client a request came from, as far as this deployment can know it. Used only to
 * key rate limits (hashed, lib/http/client-key.ts); never stored, never logged.
 *
 * Next.js (16.4, base-server.js) sets `X-Forwarded-For` to the socket address only when the request has none
 * (`??=`), so on a bare `next start` any client can choose the value our code sees: production runs behind nginx
 * (deploy/nginx), which replaces the header with the one address it trusts, and TRUSTED_PROXY_HOPS=1. Where proxies
 * append instead, with TRUSTED_PROXY_HOPS proxies of our own in front the client is the entry that many places from
 * the end; anything a client wrote further left is ignored.
 *
 * Behind an edge that writes its own client header and overwrites any the client sent (Cloudflare's
 * `cf-connecting-ip`, Vercel's `x-vercel-forwarded-for`), set CLIENT_IP_HEADER to that header's name instead.
 * Edge-safe: no Node APIs, the middleware uses it.
 */
export type ClientIpEnv = Record<string, string | undefined>;

/** Hop counts beyond this are a configuration mistake, not a real chain of proxies. */
const MAX_HOPS = 10;

function trustedHops(env: ClientIpEnv = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? Math.min(hops, MAX_HOPS) : 0;
}

/** The client's address, or "unknown" (all unknown clients then share one budget, which fails safe). */
export function clientIp(headers: Headers, env: ClientIpEnv = process.env): string {
  const platformHeader = env.CLIENT_IP_HEADER?.trim().toLowerCase();
  if (platformHeader) return clean(headers.get(platformHeader)?.split(",")[0]) ?? "unknown";
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  // Fewer entries than trusted hops: a proxy is missing; the leftmost is the best there is.
  return clean(chain[Math.max(0, chain.length - 1 - trustedHops(env))]) ?? "unknown";
}

/** An address as text, bounded, without an IPv4-mapped IPv6 prefix (the same client either way). */
function clean(value: string | undefined): string | undefined {
  const ip = value
    ?.trim()
    .slice(0, 64)
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return ip || undefined;
}
