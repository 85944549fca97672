import "server-only";
import { CONTENT_FILES } from "./generated/files";

/**
 * The text of a file under content/ (`content/th/home.md`), bundled at build time by scripts/content/bundle.ts. The
 * same code runs under `next start` and on workerd, which has no project files to read (issue 20). Throws for a
 * missing file, as readFileSync did, so a page without its content file still fails the build.
 */
export function contentFile(path: string): string {
  const text = CONTENT_FILES[path];
  if (text === undefined) throw new Error(`${path}: no such content file (run npm run content:bundle after adding one)`);
  return text;
}
