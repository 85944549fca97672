import type { Locale } from "@/i18n/locales";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PER_PAGE } from "@/lib/search/params";
import { searchPage } from "@/lib/search/search";
import type { SearchIndex } from "@/lib/search/types";

/** The index as the last build wrote it (lib/search/generated, the same text as the copy the server publishes). */
export const siteIndexes: Record<Locale, SearchIndex> = {
  th: JSON.parse(readFileSync(join(process.cwd(), "lib/search/generated/index.th.json"), "utf8")),
  en: JSON.parse(readFileSync(join(process.cwd(), "lib/search/generated/index.en.json"), "utf8")),
};

/**
 * What the index the build bundled answers (lib/search/generated, rewritten by every build): the numbers the pages
 * must show are computed from it, never written into the tests.
 */
export const truth = (locale: Locale, q: string, page = 1) => searchPage(siteIndexes[locale], q, page, PER_PAGE);
