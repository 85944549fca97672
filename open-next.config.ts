import { defineCloudflareConfig } from "@opennextjs/cloudflare";
import staticAssetsIncrementalCache from "@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache";

/**
 * OpenNext's Cloudflare adapter (docs/edge.md; docs/architecture.md). The site revalidates nothing:
 * every page and social card is prerendered at build and changes only with a deploy. So the read-only static-assets
 * cache is enough: the prerendered pages are uploaded with the assets and read from there, with no R2 bucket, KV
 * namespace, queue or tag cache to create or pay for. A page that ever needed revalidation would need the R2 cache
 * instead.
 */
export default defineCloudflareConfig({
  incrementalCache: staticAssetsIncrementalCache,
  // Prerendered pages are answered from the cache before Next's server code for the route is loaded.
  enableCacheInterception: true,
});
