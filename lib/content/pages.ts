// A registry page's content file (content/{locale}/....md), parsed and cached for the render.
import "server-only";
import { cache } from "react";
import { contentSlug } from "../routes";
import { contentFile } from "./files";
import { parsePage, type ParsedPage } from "./parse";
import type { Locale } from "../../i18n/locales";

/** The parsed content file of a registry path; throws (failing the build) when it is missing or invalid. */
export const loadPage = cache((locale: Locale, path: string): ParsedPage => {
  const file = `content/${locale}/${contentSlug(path)}.md`;
  return parsePage(contentFile(file), file);
});
