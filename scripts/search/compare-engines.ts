/**
 * `npx tsx scripts/search/compare-engines.ts`: our ranking (lib/search) beside MiniSearch on the same pages, the same
 * tokenizer, the same synonym groups and phrase meanings, over the relevance set (scripts/search/relevance.json, which
 * our ranking was tuned on) and the held-back set (scripts/search/held-back.json, written before either engine was run
 * on it). Prints recall@5 and MRR per set, language and engine, as a Markdown table; `--misses` lists the held-back
 * queries each engine misses. The settings are written down in docs/search-engines.md.
 *
 * Engines:
 * - ours: `searchIndex` as the site runs it.
 * - minisearch: MiniSearch over the same six fields with our field weights as `boost`, our tokenizer on both sides,
 *   and a query expansion of a few lines (below) from the same synonym groups and PHRASE_MEANINGS: what would stay if
 *   the library replaced lib/search's query parser and ranking.
 * - minisearch + our parser: MiniSearch ranking the weighted terms of our own `parseQuery` (prefixes, dictionary
 *   splits, capped synonyms, meanings): tells the ranking's share of the difference from the query parser's.
 */
import MiniSearch from "minisearch";
import { join } from "node:path";
import { localizedPath, locales, type Locale } from "../../i18n/locales";
import { FIELD_NAMES, FIELDS, fieldText, type Field } from "../../lib/search/fields";
import { fold, normalizeQuery, THAI } from "../../lib/search/normalize";
import { prepare } from "../../lib/search/prepared";
import { parseQuery } from "../../lib/search/query-terms";
import { searchIndex } from "../../lib/search/search";
import { PHRASE_MEANINGS } from "../../lib/search/synonyms";
import { stem } from "../../lib/search/stem";
import { LATIN_WORD, tokenize } from "../../lib/search/tokenize";
import type { SearchIndex } from "../../lib/search/types";
import { freshIndexes, loadSuite, type RelevanceCase } from "./relevance";

/** Weight of a term the visitor did not type (a synonym, a meaning): as our parser's `synonym` weight. */
const EXPANSION_WEIGHT = 0.7;
/** Edit distance as a share of the word's length (MiniSearch's fractional fuzzy), for words of 5+ characters. */
const FUZZY = 0.2;
const TOP = 10;

type Search = (query: string) => string[];
type WeightedTerms = { terms: Map<string, number>; typed: Set<string>; lastLatin?: string };

/** One MiniSearch per index: the index's documents and fields, our tokenizer, our field weights as boosts. */
function miniSearchOver(index: SearchIndex) {
  const known = new Set<string>();
  const mini = new MiniSearch<{ id: number }>({
    fields: FIELD_NAMES,
    extractField: (doc, field) => (field === "id" ? doc.id : fieldText(index.docs[doc.id], field as Field)),
    // Already folded and stemmed by our tokenizer: MiniSearch's own lower-casing would be a no-op, its splitting wrong.
    tokenize: (text) => {
      const terms = tokenize(fold(text), index.vocab).map((t) => t.term);
      for (const term of terms) known.add(term);
      return terms;
    },
    processTerm: (term) => term,
  });
  mini.addAll(index.docs.map((_, id) => ({ id })));
  const boost = Object.fromEntries(FIELD_NAMES.map((f) => [f, FIELDS[f].weight]));
  const run = ({ terms, typed, lastLatin }: WeightedTerms): string[] =>
    mini
      .search([...terms.keys()].join("\t"), {
        boost,
        tokenize: (text) => text.split("\t"),
        processTerm: (term) => term,
        boostTerm: (term) => terms.get(term) ?? 1,
        // The last Latin word may be half typed (the live panel searches as the visitor types), as in our parser.
        prefix: (term) => term === lastLatin && term.length >= 3,
        fuzzy: (term) => (typed.has(term) && [...term].length >= 5 ? FUZZY : false),
      })
      .slice(0, TOP)
      .map((hit) => index.docs[hit.id as number].url);
  return { known, run };
}

/** True when a folded name stands in the query: Latin on whole stemmed words, Thai on the query's token edges. */
function holds(folded: string, name: string, edges: Set<number>): boolean {
  if (THAI.test(name)) {
    for (let at = folded.indexOf(name); at !== -1; at = folded.indexOf(name, at + 1)) {
      if (edges.has(at) && edges.has(at + name.length)) return true;
    }
    return false;
  }
  const words = (text: string) => [...text.matchAll(LATIN_WORD)].map((m) => stem(m[0])).join(" ");
  return ` ${words(folded)} `.includes(` ${words(name)} `);
}

/**
 * The visitor's terms (weight 1), plus every known term of each synonym group and PHRASE_MEANINGS meaning the query
 * holds (EXPANSION_WEIGHT): the expansion a site using MiniSearch would keep, in place of query-terms.ts.
 */
function expand(query: string, index: SearchIndex, known: Set<string>): WeightedTerms {
  const folded = fold(normalizeQuery(query));
  const own = tokenize(folded, index.vocab);
  const terms = new Map(own.map((t) => [t.term, 1]));
  const add = (text: string) => {
    for (const { term } of tokenize(fold(text), index.vocab)) {
      if (known.has(term) && !terms.has(term)) terms.set(term, EXPANSION_WEIGHT);
    }
  };
  const edges = new Set([0, folded.length, ...own.flatMap((t) => [t.start, t.end])]);
  for (const group of index.synonyms) {
    if (group.some((name) => holds(folded, name, edges))) group.forEach(add);
  }
  for (const rule of PHRASE_MEANINGS) {
    if (rule.when.every((names) => names.some((name) => holds(folded, fold(name), edges)))) {
      rule.means[index.locale].forEach(add);
    }
  }
  return { terms, typed: new Set(own.map((t) => t.term)), lastLatin: own.findLast((t) => t.kind === "latin")?.term };
}

/** Our parser's weighted terms, for MiniSearch to rank; its n-gram terms (words the index lacks) go to fuzzy. */
function parsed(query: string, index: SearchIndex): WeightedTerms {
  const { terms } = parseQuery(normalizeQuery(query), prepare(index));
  return {
    terms: new Map(terms.map((t) => [t.term, t.weight])),
    typed: new Set(terms.filter((t) => t.kind === "ngram").map((t) => t.term)),
  };
}

function engines(index: SearchIndex): Record<string, Search> {
  const { known, run } = miniSearchOver(index);
  return {
    ours: (q) => searchIndex(index, normalizeQuery(q), TOP).map((r) => r.url),
    minisearch: (q) => run(expand(q, index, known)),
    "minisearch + our parser": (q) => run(parsed(q, index)),
  };
}

/** 1 / rank of the first expected page in the top ten, 0 when none is there. */
function reciprocalRank(search: Search, { q, locale, expect }: RelevanceCase): number {
  const wanted = new Set(expect.map((path) => localizedPath(locale, path)));
  const rank = search(q).findIndex((url) => wanted.has(url)) + 1;
  return rank ? 1 / rank : 0;
}

/**
 * The 95% interval of the mean of paired per-query differences, by bootstrap over the queries (2,000 resamples, a
 * fixed seed so that the printed interval is the same on every run).
 */
function interval(diffs: number[]): [number, number] {
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const means = Array.from({ length: 2000 }, () => {
    let sum = 0;
    for (let i = 0; i < diffs.length; i++) sum += diffs[Math.floor(random() * diffs.length)];
    return sum / diffs.length;
  }).sort((a, b) => a - b);
  return [means[50], means[1949]];
}

const signed = (n: number, digits: number) => `${n >= 0 ? "+" : ""}${n.toFixed(digits)}`;

function main() {
  const indexes = freshIndexes();
  const sets = {
    relevance: loadSuite(),
    "held-back": loadSuite(join(__dirname, "held-back.json")),
  };
  for (const suite of Object.values(sets)) {
    for (const c of suite) {
      const unknown = c.expect.filter((p) => !indexes[c.locale].docs.some((d) => d.url === localizedPath(c.locale, p)));
      if (unknown.length) throw new Error(`"${c.q}" expects pages the index lacks: ${unknown.join(", ")}`);
    }
  }
  const byLocale = Object.fromEntries(locales.map((l) => [l, engines(indexes[l])])) as Record<
    Locale,
    Record<string, Search>
  >;
  const names = Object.keys(byLocale.th);
  const rr = (name: string, c: RelevanceCase) => reciprocalRank(byLocale[c.locale][name], c);

  console.log("| set | language | queries | engine | recall@5 | MRR |\n| --- | --- | ---: | --- | ---: | ---: |");
  for (const [set, suite] of Object.entries(sets)) {
    for (const [language, cases] of [
      ...locales.map((l) => [l, suite.filter((c) => c.locale === l)] as const),
      ["both", suite] as const,
    ]) {
      for (const name of names) {
        const ranks = cases.map((c) => rr(name, c));
        const recall = ranks.filter((r) => r >= 1 / 5).length / cases.length;
        const mrr = ranks.reduce((a, b) => a + b, 0) / cases.length;
        console.log(
          `| ${set} | ${language} | ${cases.length} | ${name} | ${(recall * 100).toFixed(1)}% | ${mrr.toFixed(3)} |`,
        );
      }
    }
  }
  console.log(
    "\n| set | engine | queries ranked better / worse / same as ours | MRR − ours (95% interval) | recall@5 − ours (95% interval) |" +
      "\n| --- | --- | --- | --- | --- |",
  );
  for (const [set, suite] of Object.entries(sets)) {
    for (const name of names.filter((n) => n !== "ours")) {
      const diffs = suite.map((c) => rr(name, c) - rr("ours", c));
      const count = (test: (d: number) => boolean) => diffs.filter(test).length;
      const hit = (name: string, c: RelevanceCase) => (rr(name, c) >= 1 / 5 ? 1 : 0);
      const hits = suite.map((c) => hit(name, c) - hit("ours", c));
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const [mLow, mHigh] = interval(diffs);
      const [rLow, rHigh] = interval(hits).map((x) => x * 100);
      console.log(
        `| ${set} | ${name} | ${count((d) => d > 0)} / ${count((d) => d < 0)} / ${count((d) => d === 0)} | ` +
          `${signed(mean(diffs), 3)} (${signed(mLow, 3)} to ${signed(mHigh, 3)}) | ` +
          `${signed(mean(hits) * 100, 1)} pts (${signed(rLow, 1)} to ${signed(rHigh, 1)}) |`,
      );
    }
  }
  const marked = sets.relevance.filter((c) => c.first);
  console.log(`\nRelevance cases marked "first" (${marked.length}) whose first expected page is not first:`);
  for (const name of names) {
    const late = marked.filter((c) => byLocale[c.locale][name](c.q)[0] !== localizedPath(c.locale, c.expect[0]));
    console.log(`  ${name}: ${late.length}${late.length ? ` (${late.map((c) => `"${c.q}"`).join(", ")})` : ""}`);
  }
  if (process.argv.includes("--misses")) {
    for (const name of names) {
      console.log(`\nHeld-back queries ${name} misses (no expected page in the top 5):`);
      for (const c of sets["held-back"]) {
        if (rr(name, c) < 1 / 5)
          console.log(`  (${c.locale}) "${c.q}" → ${byLocale[c.locale][name](c.q).slice(0, 3).join(", ")}`);
      }
    }
  }
}

main();
