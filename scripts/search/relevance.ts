import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { localeSchema } from "../../lib/content/schema";
import { localizedPath, locales, type Locale } from "../../i18n/locales";
import { APPEAL_HELPER_PATH } from "../../lib/routes";
import { buildIndex } from "../../lib/search/build";
import { searchIndex } from "../../lib/search/search";
import { loadContentData, loadSourcePages } from "../../lib/search/source";
import type { SearchIndex } from "../../lib/search/types";

/**
 * The relevance suite: queries written as visitors type them (no spaces, wrong case, synonyms, questions), each with
 * the pages that would answer it (registry paths). Used by `npm run bench:search` and tests/unit/search-relevance.
 */
const suiteSchema = z.array(
  z.strictObject({
    q: z.string().min(1),
    locale: localeSchema,
    expect: z.array(z.string().startsWith("/")).min(1),
    /** The first expected page must be the first answer (the queries a visitor must not have to scroll for). */
    first: z.literal(true).optional(),
    /**
     * Written to check that synonyms and phrase meanings generalise, not to tune them on: near variants of a reported
     * miss, left out while the fix was made. Counted like every case; the bench also reports them apart.
     */
    heldOut: z.literal(true).optional(),
    /**
     * A visitor's own words for credit data being wrong, having it fixed, being refused credit, complaining about a
     * bureau or appealing; `expect` lists only the rights and appeal pages that answer it. One of them must be first
     * or second, and the Glossary must not come before it (its table names every term such a query uses).
     */
    ownWords: z.literal(true).optional(),
  }),
);
export type RelevanceCase = z.infer<typeof suiteSchema>[number];

/**
 * Queries reported as missed, in visitors' own words ("ผิด", not the pages' "ไม่ถูกต้อง"), and the pages that answer
 * them: the rights page and the appeal pages. One of those must be among the first two answers (unit test; the
 * browser test asks for the first three); the relevance set holds them too.
 */
export const OWN_WORDS: readonly [Locale, string][] = [
  ["th", "ข้อมูลเครดิตผิด"],
  ["th", "เครดิตบูโรผิด"],
  ["th", "แก้ข้อมูลเครดิต"],
  ["th", "ถูกปฏิเสธสินเชื่อ"],
  ["en", "my credit report is wrong"],
  ["en", "credit report mistake"],
];
export const OWN_WORDS_ANSWERS: readonly string[] = [
  "/Public/ConsumerRight",
  "/Public/Appealprocess",
  APPEAL_HELPER_PATH,
  "/Public/AppealStart",
  "/Public/ShouldKnow",
];

/** The Glossary: a table of every term, so it matches most queries; it must not come before the page that answers. */
export const GLOSSARY_PATH = "/Public/Glossary";

export function loadSuite(file = join(__dirname, "relevance.json")): RelevanceCase[] {
  return suiteSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

type Miss = { q: string; locale: Locale; got: string[] };
/**
 * `misses`: no expected page in the first five; `notTop2`: none in the first two; `notFirst`: cases marked `first`
 * whose first expected page was not the first answer; `glossaryAbove`: the Glossary ranked before every expected page.
 */
export type Evaluation = {
  recallAt2: number;
  recallAt5: number;
  mrr: number;
  misses: Miss[];
  notTop2: Miss[];
  notFirst: Miss[];
  glossaryAbove: Miss[];
};

/**
 * recall@k: share of queries with an expected page in the first k answers; MRR: mean of 1 / rank of the first one
 * among the first ten (0 when there is none).
 */
export function evaluate(suite: RelevanceCase[], indexes: Record<Locale, SearchIndex>): Evaluation {
  let top2 = 0;
  let top5 = 0;
  let reciprocal = 0;
  const [misses, notTop2, notFirst, glossaryAbove]: Miss[][] = [[], [], [], []];
  for (const { q, locale, expect, first } of suite) {
    const got = searchIndex(indexes[locale], q, 10).map((r) => r.url);
    const wanted = new Set(expect.map((path) => localizedPath(locale, path)));
    const rank = got.findIndex((url) => wanted.has(url)) + 1;
    if (rank >= 1 && rank <= 2) top2++;
    else notTop2.push({ q, locale, got: got.slice(0, 3) });
    if (rank >= 1 && rank <= 5) top5++;
    else misses.push({ q, locale, got: got.slice(0, 5) });
    if (rank >= 1) reciprocal += 1 / rank;
    if (first && got[0] !== localizedPath(locale, expect[0])) notFirst.push({ q, locale, got: got.slice(0, 3) });
    const glossary = got.indexOf(localizedPath(locale, GLOSSARY_PATH)) + 1;
    if (glossary >= 1 && (rank === 0 || glossary < rank))
      glossaryAbove.push({ q, locale, got: got.slice(0, glossary) });
  }
  const share = (n: number) => n / suite.length;
  return {
    recallAt2: share(top2),
    recallAt5: share(top5),
    mrr: share(reciprocal),
    misses,
    notTop2,
    notFirst,
    glossaryAbove,
  };
}

/** Both indexes built fresh from content/ (not the committed copies), for the relevance suite. */
export function freshIndexes(root = join(process.cwd(), "content")): Record<Locale, SearchIndex> {
  const data = loadContentData(root);
  return Object.fromEntries(
    locales.map((locale) => [locale, buildIndex(locale, loadSourcePages(root, locale, data), data.glossary)]),
  ) as Record<Locale, SearchIndex>;
}
