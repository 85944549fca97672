/**
 * `npm run search:publish`: puts this build's search indexes (lib/search/generated, written by the prebuild step)
 * into Upstash Redis under their build ids, where the search API reads them. Run after `npm run build` in a deploy
 * that has UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN; without them the site uses its bundled index.
 */
import { locales } from "../../i18n/locales";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { UpstashCache } from "../../lib/cache/upstash";
import { publishIndex } from "../../lib/search/index-store";
import { searchIndexSchema } from "../../lib/search/types";

const url = process.env.UPSTASH_REDIS_REST_URL;
const token = process.env.UPSTASH_REDIS_REST_TOKEN;
if (!url || !token) {
  console.error("[search] set UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN to publish the index");
  process.exit(1);
}

async function main(cache: UpstashCache) {
  for (const locale of locales) {
    const file = join(process.cwd(), "lib", "search", "generated", `index.${locale}.json`);
    const index = searchIndexSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    console.log(`[search] published ${await publishIndex(cache, index)}`);
  }
}

main(new UpstashCache({ url, token, timeoutMs: 10_000 })).catch((error: Error) => {
  console.error(`[search] publishing failed: ${error.message}`);
  process.exit(1);
});
