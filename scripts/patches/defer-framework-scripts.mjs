/**
 * Makes Next.js load its framework scripts after the page's first paint, through `public/framework-boot.js`.
 *
 * Why: Next writes its framework chunks (≈130 KiB gzip of React and the router) into <head> as `<script async>`. On a
 * phone with a fast connection and a slow processor they arrive while the page is still being laid out, and run
 * before the first frame is shown: the reader waits for code the text does not need. Every page here works without
 * JavaScript (links, forms, menus in <details>), so the text can come first and the scripts right after.
 *
 * How: Next builds those tags in one function of its page renderer (`getRequiredScripts`, in the compiled runtimes
 * under next/dist/compiled/next-server). It returns a "preinit" callback for all chunks but the first, and the first
 * as React's bootstrap script. This script renames that function and puts a wrapper in its place which returns no
 * preinit and, as the bootstrap script, the loader with the chunk list in its URL fragment. The loader adds the same
 * chunks, in the same form, once the first frame is on screen. With subresource integrity on (not used here) the
 * wrapper leaves Next's function to do its own work.
 *
 * Kept on measurement (docs/benchmarks.md, "npm run bench:ab": +4.4 Lighthouse points and 1.07 s of median LCP on the
 * key pages), and
 * carried as a versioned patch: `patches/next+<version>.patch`, applied on every `npm install` by patch-package,
 * which stops the install when the installed Next is not the version the patch was made for. This script only
 * writes that patch, on a Next upgrade:
 *   npm install next@<new> && node scripts/patches/defer-framework-scripts.mjs && npx patch-package next
 * then delete the old patch file. Only the production runtimes are changed (`next dev` loads Next's scripts its own
 * way); when the function has changed shape, the script stops with a message instead.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const LOADER_PATH = "/framework-boot.js";
const MARK = "/*cipc:deferred-framework-boot*/";
const ANCHOR = "Invariant: missing bootstrap script";
/** What `next start` serves with: Turbopack's build (the default) and webpack's, without experimental React. */
export const PRODUCTION_RUNTIMES = /^app-page(-turbo)?\.runtime\.prod\.js$/;


/** The wrapper, in the same scope as Next's function `name`, which it calls `${name}__next` from now on. */
function wrapper(name) {
  // Arguments as Next passes them: build manifest, asset prefix, crossOrigin, SRI manifest, query, nonce, page path.
  const files = "((m.rootMainFilesTree&&m.rootMainFilesTree[g])||m.rootMainFiles)";
  const url = `p+"/_next/"+f.split("/").map(encodeURIComponent).join("/")+q`;
  return (
    `${MARK}function ${name}(m,p,c,s,q,n,g){var l=${files};` +
    `if(s||!l||!l.length)return ${name}__next(m,p,c,s,q,n,g);` +
    `return[function(){},{src:${JSON.stringify(LOADER_PATH)}+"#"+l.map(function(f){return encodeURIComponent(${url})}).join(","),crossOrigin:c}]}` +
    `function ${name}__next(`
  );
}

export function patchSource(source) {
  if (source.includes(MARK)) return { source, changed: false };
  const at = source.indexOf(ANCHOR);
  if (at < 0) throw new Error(`no "${ANCHOR}" in the runtime`);
  // The function that holds the anchor: the last seven-argument function header before it.
  const header = /function ([\w$]+)\([\w$]+(?:,[\w$]+){6}\)\{/g;
  let match = null;
  for (let m; (m = header.exec(source)) && m.index < at; ) match = m;
  if (!match || at - match.index > 2000) throw new Error("the function around the anchor has changed shape");
  const name = match[1];
  const from = match.index;
  const rest = source.slice(from + `function ${name}(`.length);
  return { source: source.slice(0, from) + wrapper(name) + rest, changed: true };
}

function main() {
  const next = path.dirname(createRequire(import.meta.url).resolve("next/package.json"));
  const runtimes = path.join(next, "dist/compiled/next-server");
  const files = readdirSync(runtimes).filter((f) => PRODUCTION_RUNTIMES.test(f));
  if (files.length === 0) throw new Error(`no app-page runtimes in ${runtimes}`);
  let changed = 0;
  for (const file of files) {
    const full = path.join(runtimes, file);
    const result = patchSource(readFileSync(full, "utf8"));
    if (result.changed) {
      writeFileSync(full, result.source);
      changed++;
    }
  }
  console.log(`[defer-framework-scripts] ${changed ? `patched ${changed} of ${files.length}` : `all ${files.length} already patched`} Next page runtimes`);
}

// Run as a script (npm hooks), not when the unit tests import it. pathToFileURL: a checkout path with spaces.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(
      `[defer-framework-scripts] cannot patch Next.js: ${error.message}.\n` +
        "Next's getRequiredScripts changed (an upgrade?). Update scripts/patches/defer-framework-scripts.mjs to the new " +
        "code, or remove it and public/framework-boot.js together (the site then loads Next's scripts the usual way).",
    );
    process.exit(1);
  }
}
