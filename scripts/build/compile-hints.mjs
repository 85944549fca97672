/**
 * Post-build (npm's `postbuild`, before scripts/build/precompress.mjs): puts V8's explicit compile hint first in every
 * script of `<distDir>/static/chunks`. Chromium (136 and later) then compiles each function of the file while it
 * streams the file in, on a background thread, instead of on the main thread the first time the function is called.
 * A chunk here runs as soon as it arrives (React, the router, the page's client components), so most of its functions
 * are called during hydration anyway: without the hint, compiling them was half of the task that starts the framework
 * (docs/performance.md, "Compile hints"). Other browsers read the line as a comment.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The script with the hint as its first line, once. */
export function withCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * Adds the hint to each `.js` file of `<distDir>/static/chunks`; returns how many files it changed. A build with
 * subresource integrity is refused: its hashes name the bytes Next wrote.
 */
export function addCompileHints(distDir) {
  if (existsSync(join(distDir, "server", "subresource-integrity-manifest.json")))
    throw new Error("[compile-hints] this build uses subresource integrity: changing its chunks would break it");
  const dir = join(distDir, "static", "chunks");
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const path = join(entry.parentPath, entry.name);
    const source = readFileSync(path, "utf8");
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(path, hinted);
    changed += 1;
  }
  return changed;
}

// Run, not imported (by the tests, Playwright's among them, whose loader has no import.meta).
if (process.argv[1] && basename(process.argv[1]) === "compile-hints.mjs") {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  console.log(`[compile-hints] ${addCompileHints(distDir)} scripts in ${join(distDir, "static", "chunks")}`);
}
