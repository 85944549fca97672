import type { Locale } from "@/i18n/locales";
import { bundledIndexes } from "@/lib/search/bundled";
import { PER_PAGE } from "@/lib/search/params";
import { searchPage } from "@/lib/search/search";

/**
 * What the index the build bundled answers (lib/search/generated, rewritten by every build): the numbers the pages
 * must show are computed from it, never written into the tests.
 */
export const truth = (locale: Locale, q: string, page = 1) => searchPage(bundledIndexes[locale], q, page, PER_PAGE);
