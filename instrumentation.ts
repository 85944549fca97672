import { checkIpHashSecret } from "./lib/startup/ip-hash-secret";

/** Next runs this once when a server starts (`next start`, and the worker on the edge): configuration checks. */
export function register() {
  // The build loads this too; the deployment's variables are the server's, checked when it starts.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  checkIpHashSecret();
}
