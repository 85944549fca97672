// One query against one index already in memory: the engine's ranking, how many pages match, and one page of them,
// each with a snippet and its place in the site. Pure, no I/O. Beside it: prepared.ts readies an index for queries,
// query.ts reads the query, service.ts runs a whole search (which index, then this, then the statistics), http.ts
// turns results and errors into the API's HTTP answers.
import type { SearchOptions } from "minisearch";
import { splitLocale } from "../../i18n/locales";
import { trailOf } from "../routes";
import { FIELDS } from "./fields";
import { fold, THAI } from "./normalize";
import { prepare, type PreparedIndex } from "./prepared";
import { parseQuery, type ParsedQuery } from "./query";
import type { Marks } from "./query-types";
import { snippetFrom } from "./snippet";
import type { SearchIndex, SearchResult } from "./types";

/** Edits allowed in a word the visitor typed, as a share of its length (one in 5-7 letters, two in 8-12). */
const FUZZY = 0.2;
/** Shorter words are matched as typed: one edit in four letters is another word. */
const FUZZY_FROM = 5;
/**
 * A page whose title holds the visitor's words as typed is the page they name: "appeal" is in "Appeal to the
 * Committee: before you start", not in "Appealing to the Committee", whose title is shorter and would win on length.
 */
const TITLE_BOOST = 1.3;
/** Answers scoring under this share of the best are noise for a visitor. */
const RELATIVE_CUTOFF = 0.02;

/** One page of results and the number of pages that match in all (what the visitor is told). */
export type ResultPage = { total: number; page: number; results: SearchResult[] };

/** A page the query found: its place in the index, and the index terms it matched (the words its snippet marks). */
export type Ranked = { doc: number; terms: string[] };

/**
 * Where a page sits, as the breadcrumb names it in its language: the registry's labels from the home page down to the
 * page's parent. The home page sits nowhere (empty).
 */
export function placeOf(url: string): string[] {
  const { locale, path } = splitLocale(url);
  return trailOf(path)
    .slice(0, -1)
    .map((entry) => entry.label[locale]);
}

/** Whether a title holds the phrase whole: Latin on word boundaries ("appeal" is not in "Appealing"), Thai as written. */
function titleHolds(title: string, phrase: string): boolean {
  if ([...phrase].length < 3) return false;
  const at = fold(title).indexOf(phrase);
  if (at === -1) return false;
  const edge = /[a-z0-9]/;
  return (
    !(edge.test(phrase[0]) && edge.test(fold(title)[at - 1] ?? "")) &&
    !(edge.test(phrase.at(-1)!) && edge.test(fold(title)[at + phrase.length] ?? ""))
  );
}

function options({ terms, typed, unfinished, phrase }: ParsedQuery, index: SearchIndex): SearchOptions {
  const titled = new Map<number, number>();
  return {
    boostDocument: (doc: number) => {
      let boost = titled.get(doc);
      if (boost === undefined) titled.set(doc, (boost = titleHolds(index.docs[doc].title, phrase) ? TITLE_BOOST : 1));
      return boost;
    },
    boost: FIELDS,
    // The terms arrive read already (query.ts), one a tab apart.
    tokenize: (text) => text.split("\t"),
    processTerm: (term) => term,
    boostTerm: (term) => terms.get(term) ?? 1,
    prefix: (term) => term === unfinished,
    fuzzy: (term) => (typed.has(term) && [...term].length >= FUZZY_FROM ? FUZZY : false),
  };
}

/**
 * The pages that match a normalised query, best first, down to the cut-off. MiniSearch multiplies a page's score by
 * the number of query terms it matches; here that is the number of the visitor's words (and meanings) it matches
 * (query.ts `covers`): the names of one thing count as the words that name it, or the page that holds every name (the
 * Glossary holds them all) would outrank the one that answers.
 */
export function rank(prepared: PreparedIndex, query: string): Ranked[] {
  const parsed = parseQuery(query, prepared.index, prepared.engine);
  if (parsed.terms.size === 0) return [];
  const found = prepared.engine.mini
    .search([...parsed.terms.keys()].join("\t"), options(parsed, prepared.index))
    .map((hit) => {
      const words = new Set(hit.queryTerms.flatMap((term) => [...(parsed.covers.get(term) ?? [term])])).size;
      return { doc: hit.id as number, terms: hit.terms, score: (hit.score / hit.queryTerms.length) * words };
    })
    .sort((a, b) => b.score - a.score);
  const best = found[0]?.score ?? 0;
  return found.filter((hit) => hit.score >= best * RELATIVE_CUTOFF).map(({ doc, terms }) => ({ doc, terms }));
}

/** What a snippet marks for the index terms a page matched: Thai as written, Latin by stem. */
export const marksOf = (terms: Iterable<string>): Marks => ({
  thai: [...terms].filter((t) => THAI.test(t)),
  latin: new Set([...terms].filter((t) => !THAI.test(t))),
});

/**
 * Page `page` (from 1) of `perPage` results for a normalised query, and the total. A page past the last is answered
 * with the first (and says so in `page`), so a stale or edited link still shows results. Pure and synchronous.
 */
export function searchPage(index: SearchIndex, query: string, page: number, perPage: number): ResultPage {
  const prepared = prepare(index);
  const ranked = rank(prepared, query);
  const shown = (page - 1) * perPage < ranked.length ? page : 1;
  const results = ranked.slice((shown - 1) * perPage, shown * perPage).map(({ doc, terms }) => {
    const { title, description, url, image } = index.docs[doc];
    const snippet = snippetFrom(prepared.passages(doc), marksOf(terms));
    return { title, description, url, image, place: placeOf(url), snippet };
  });
  return { total: ranked.length, page: shown, results };
}

/** The best `limit` pages of an index for a normalised query, each with a snippet. */
export function searchIndex(index: SearchIndex, query: string, limit: number): SearchResult[] {
  return searchPage(index, query, 1, limit).results;
}
