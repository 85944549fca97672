import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cache } from "react";
import { contentSlug } from "../routes";
import { parsePage, type ParsedPage } from "./parse";
import type { Locale } from "./schema";

const CONTENT_DIR = join(process.cwd(), "content");

/** The parsed content file of a registry path; throws (failing the build) when it is missing or invalid. */
export const loadPage = cache((locale: Locale, path: string): ParsedPage => {
  const file = join(CONTENT_DIR, locale, `${contentSlug(path)}.md`);
  return parsePage(readFileSync(file, "utf8"), file);
});
