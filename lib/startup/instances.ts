// A check at server start: instances behind one proxy must share one store, or each keeps its own.
import { refuseToStart } from "./refuse";
type Env = Record<string, string | undefined>;

/**
 * Why the server must not start, or undefined. CCIP_INSTANCES says how many `next start` instances stand behind the
 * proxy (deploy/nginx sets it with NEXT_INSTANCES). With the in-memory store each would keep its own sessions-ended
 * list, search budgets and feedback counts: a sign-out on one would not end the session on another, a client would get
 * one budget per instance, and staff would see part of the counts.
 */
export function instancesProblem(env: Env = process.env): string | undefined {
  const raw = env.CCIP_INSTANCES?.trim();
  if (!raw) return undefined;
  const instances = Number(raw);
  if (!Number.isInteger(instances) || instances < 1)
    return `CCIP_INSTANCES is ${JSON.stringify(raw)}: a whole number of at least 1.`;
  const upstash = Boolean(env.UPSTASH_REDIS_REST_URL?.trim() && env.UPSTASH_REDIS_REST_TOKEN?.trim());
  if (instances === 1 || upstash) return undefined;
  return (
    `CCIP_INSTANCES is ${instances}, but UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN are not set: with the ` +
    "in-memory store each instance keeps its own sessions-ended list, search budgets and feedback counts, so a " +
    "sign-out on one would not end the session on another and each would count a client afresh. Set both to one " +
    "Upstash Redis (or a server speaking its REST protocol) shared by every instance, or run one instance."
  );
}

/** Refuses to start (Next's instrumentation register(), at server start) with the reason, not a stack. */
export function checkInstances(env: Env = process.env): void {
  refuseToStart(instancesProblem(env));
}
