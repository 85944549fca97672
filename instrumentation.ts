import { checkInstances } from "./lib/startup/instances";
import { checkIpHashSecret } from "./lib/startup/ip-hash-secret";

/**
 * Next calls register() once when a server starts, however it is started (`next start`, a Worker), and before it
 * answers: the deployment's configuration is checked here, so a wrong one stops the server with the reason.
 */
export async function register() {
  // The build loads this too; the deployment's variables are the server's, checked when it starts.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  checkInstances();
  checkIpHashSecret();
  // The edge build of the middleware calls register() too: the SITE_URL check stays out of that bundle.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { requireBuildSiteUrl } = await import("./lib/site-url-check");
  requireBuildSiteUrl();
}
