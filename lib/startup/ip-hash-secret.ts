// A check at server start: instances that share Upstash Redis must hash client addresses with one secret.
import { refuseToStart } from "./refuse";
type Env = Record<string, string | undefined>;

/**
 * Why the server must not start, or undefined. With Upstash configured, rate limits are counted in one store for
 * every instance and runtime, keyed by a hash of the client's address (lib/http/client-key.ts). Without
 * IP_HASH_SECRET each process hashes with a random secret of its own, so one client counts as a different one in
 * each (the edge middleware and each instance): the budgets silently multiply.
 */
export function ipHashSecretProblem(env: Env = process.env): string | undefined {
  const upstash = Boolean(env.UPSTASH_REDIS_REST_URL?.trim() && env.UPSTASH_REDIS_REST_TOKEN?.trim());
  if (!upstash || env.IP_HASH_SECRET?.trim()) return undefined;
  return (
    "IP_HASH_SECRET is not set, but UPSTASH_REDIS_REST_URL is: every instance sharing that Redis must hash client " +
    "addresses with the same secret, or each counts a client separately and the rate limits multiply. Set " +
    "IP_HASH_SECRET to a long random value (for example `openssl rand -hex 32`), the same on every instance."
  );
}

/** Refuses to start (Next's instrumentation register(), at server start) with the reason, not a stack. */
export function checkIpHashSecret(env: Env = process.env): void {
  refuseToStart(ipHashSecretProblem(env));
}
