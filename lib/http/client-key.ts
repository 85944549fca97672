import { clientIp, type ClientIpEnv } from "./client-ip";

/**
 * A client's key for rate limits, kept private: a hash of its address with a salt that changes every UTC day,
 * so neither Redis nor memory ever holds an address, and yesterday's keys cannot be linked to today's. The salt is
 * derived from IP_HASH_SECRET and the date, never stored: without the secret no one can test a guessed address
 * against a key. When IP_HASH_SECRET is unset, a random secret lives in this process's memory only (set it when
 * several instances share one Redis, or each instance counts a client separately).
 */
const KEY = Symbol.for("ccip.ip-hash-secret");
/** On globalThis: Next bundles pages and route handlers with separate copies of this module (lib/cache/index.ts). */
const holder = globalThis as typeof globalThis & { [KEY]?: string };

function secret(env: ClientIpEnv): string {
  const configured = env.IP_HASH_SECRET?.trim();
  if (configured) return configured;
  holder[KEY] ??= [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
  return holder[KEY];
}

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

export async function clientKey(
  headers: Headers,
  { env = process.env, now = Date.now() }: { env?: ClientIpEnv; now?: number } = {},
): Promise<string> {
  const data = new TextEncoder().encode(`${secret(env)}\n${utcDay(now)}\n${clientIp(headers, env)}`);
  const digest = await crypto.subtle.digest("SHA-256", data);
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
