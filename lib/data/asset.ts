// Data files the site publishes with its static assets (the search index), read the same way on both runtimes.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** The assets binding OpenNext's Worker puts in its request context (wrangler.jsonc, `assets.binding`). */
type AssetsBinding = { fetch(request: Request | URL | string): Promise<Response> };

function assetsBinding(): AssetsBinding | undefined {
  const context = (globalThis as Record<symbol, { env?: { ASSETS?: AssetsBinding } } | undefined>)[
    Symbol.for("__cloudflare-context__")
  ];
  return context?.env?.ASSETS;
}

/**
 * The text of a file in public/ (`/_data/search/index.th.json`). On workerd it comes through the assets binding
 * (a local read from the platform's asset store, no trip over the network, no copy in the Worker's code); under
 * `next start`, the same path is read from the public folder. One copy, published with the build.
 */
export async function readPublicData(path: string): Promise<string> {
  const assets = assetsBinding();
  if (assets) {
    const response = await assets.fetch(new URL(path, "https://assets.invalid"));
    if (!response.ok) throw new Error(`${path}: ${response.status} from the assets binding`);
    return response.text();
  }
  return readFile(join(process.cwd(), "public", path), "utf8");
}
