import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHELL_FILES } from "./generated/files";
import { contentRoot } from "./collection-source";

/**
 * The text of a file under content/ (`content/th/home.md`). Two kinds, so the Worker carries no page text:
 * - The few files every page's frame reads, pages rendered per request included (the footer's contacts, the
 *   dialogs' texts, the splash, the appeal helper's offices): bundled by scripts/content/bundle.ts, a few kilobytes.
 * - Everything else (page Markdown, FAQ, glossary, collections): read from the content folder while the pages that
 *   show it are prerendered, at build time. Those pages are never rendered again, on `next start` or on workerd.
 * Throws for a missing file, so a page without its content file fails the build.
 */
export function contentFile(path: string): string {
  const shell = SHELL_FILES[path];
  if (shell !== undefined) return shell;
  try {
    return readFileSync(join(contentRoot(), path.replace(/^content\//, "")), "utf8");
  } catch (error) {
    throw new Error(`${path}: no such content file (${(error as Error).message})`);
  }
}
