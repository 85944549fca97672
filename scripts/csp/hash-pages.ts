/**
 * Post-build (npm's `postbuild`): gives every prerendered page its own Content-Security-Policy, naming the SHA-256 of
 * each of its inline scripts, so no page needs 'unsafe-inline' (docs/security.md). Next inlines each page's React
 * payload as scripts whose text differs per page, and serves a prerendered page with the headers stored in its .meta
 * file beside the HTML (`next start` and OpenNext's edge cache alike), so the policy is stored there. The middleware
 * leaves these pages' policy alone (lib/middleware/security-headers.ts). Run again after each `next build`; it
 * overwrites its own entry. A standalone build (OpenNext's, for the edge) has its own copy of the pages, which is the
 * one deployed: both are done.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageCsp, sha256Source } from "../../lib/security/headers";
import { inlineScripts } from "./inline-scripts";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const appDir = join(distDir, "server", "app");
const standaloneAppDir = join(distDir, "standalone", distDir, "server", "app");

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/** Stores each page's policy in its .meta; gives the number of pages and of scripts named. */
async function storePolicies(dir: string): Promise<[number, number]> {
  let pages = 0;
  let scripts = 0;
  for (const html of htmlFiles(dir)) {
    const metaPath = html.replace(/\.html$/, ".meta");
    // Next writes a .meta beside every prerendered page; without one it would serve the page without our headers.
    if (!existsSync(metaPath)) throw new Error(`[csp] ${metaPath} is missing: Next's prerender output changed`);
    const meta = JSON.parse(readFileSync(metaPath, "utf8")) as { headers?: Record<string, string> };
    const sources = [...new Set(await Promise.all(inlineScripts(readFileSync(html, "utf8")).map(sha256Source)))];
    meta.headers = { ...meta.headers, "content-security-policy": pageCsp(sources) };
    writeFileSync(metaPath, JSON.stringify(meta));
    pages += 1;
    scripts += sources.length;
  }
  if (pages === 0) throw new Error(`[csp] no prerendered pages in ${dir}`);
  return [pages, scripts];
}

async function main() {
  if (!existsSync(appDir)) throw new Error(`[csp] no build in ${appDir}: run next build first`);
  for (const dir of [appDir, standaloneAppDir].filter((path) => existsSync(path))) {
    const [pages, scripts] = await storePolicies(dir);
    console.log(`[csp] ${dir}: ${pages} pages, their ${scripts} inline scripts named by hash in each page's policy`);
  }
  // `next start` copies each page it serves, with its headers, into this cache and answers from the copy from then
  // on: a copy made before this run would keep the old policy. Next refills it from the files above.
  rmSync(join(distDir, "server", "route-cache"), { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
