/**
 * Next calls register() once when a server starts, however it is started (`next start`, `npm start`, a Worker), and
 * before it answers. The check runs on the Node.js runtime only: the edge build of the middleware calls register()
 * too, and the import stays out of that bundle.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { requireBuildSiteUrl } = await import("./lib/site-url-check");
  requireBuildSiteUrl();
}
