import type { Locale } from "@/i18n/locales";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PER_PAGE } from "@/lib/search/params";
import { searchPage } from "@/lib/search/search";
import type { SearchIndex } from "@/lib/search/types";

/** The index as the last build wrote it: the file the server reads (public/_data/search). */
export const siteIndexes: Record<Locale, SearchIndex> = {
  th: JSON.parse(readFileSync(join(process.cwd(), "public/_data/search/index.th.json"), "utf8")),
  en: JSON.parse(readFileSync(join(process.cwd(), "public/_data/search/index.en.json"), "utf8")),
};

/**
 * What the index the build bundled answers (rewritten by every build): the numbers the pages
 * must show are computed from it, never written into the tests.
 */
export const truth = (locale: Locale, q: string, page = 1) => searchPage(siteIndexes[locale], q, page, PER_PAGE);
