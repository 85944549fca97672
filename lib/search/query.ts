// A visitor's query as the weighted index terms the engine ranks: their own words, the names of the same thing
// (synonyms.ts) and what two words mean together (PHRASE_MEANINGS).
import type { Engine } from "./engine";
import { fold, THAI } from "./normalize";
import { stem } from "./stem";
import { PHRASE_MEANINGS } from "./synonyms";
import { LATIN_WORD, tokenize, type Token } from "./tokenize";
import type { SearchIndex } from "./types";

/** A term the visitor did not type (a synonym, a meaning) weighs less than one they did. */
const EXPANSION_WEIGHT = 0.7;
/** What two of the visitor's words mean together stands for both of them ("เครดิตบูโร" + "ผิด": a dispute). */
const MEANING_WEIGHT = 2;
/** A word inside a compound the visitor typed weighs this much. */
const PART_WEIGHT = 0.5;
/** Longest piece tried when a Thai word the index lacks is split into index terms. */
const LONGEST_TERM = 24;

export type ParsedQuery = {
  /** Index terms and their weights (boostTerm). */
  terms: Map<string, number>;
  /** Words the visitor typed that may be misspelt: matched within a few edits (fuzzy). */
  typed: Set<string>;
  /** The word the visitor may still be typing (the live panel searches as they type): matched as a prefix too. */
  unfinished?: string;
  /** The PHRASE_MEANINGS phrases the query holds, in the index's language, folded. */
  meant: string[];
  /** The visitor's words as typed, from the first that is not a stop word to the last: a title may hold them. */
  phrase: string;
};

/**
 * The index terms in a Thai word the index lacks, read from the left, the longest at each place (letters no term
 * starts with are passed over): another runtime's segmenter may not split a run as the build's did.
 */
function termsIn(word: string, terms: ReadonlySet<string>): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < word.length;) {
    let end = Math.min(word.length, at + LONGEST_TERM);
    while (end > at + 1 && !terms.has(word.slice(at, end))) end--;
    if (end > at + 1) pieces.push(word.slice(at, end));
    at = end;
  }
  return pieces;
}

/** True when a folded name stands in the query: Latin on whole stemmed words, Thai where the query's tokens begin and end. */
function holds(folded: string, name: string, edges: ReadonlySet<number>): boolean {
  if (THAI.test(name)) {
    for (let at = folded.indexOf(name); at !== -1; at = folded.indexOf(name, at + 1)) {
      if (edges.has(at) && edges.has(at + name.length)) return true;
    }
    return false;
  }
  const words = (text: string) => [...text.matchAll(LATIN_WORD)].map((m) => stem(m[0])).join(" ");
  return ` ${words(folded)} `.includes(` ${words(name)} `);
}

/** Parses a normalised query against an index: its vocabulary, its synonym groups and the terms its engine holds. */
export function parseQuery(query: string, index: SearchIndex, { terms: known }: Engine): ParsedQuery {
  const folded = fold(query);
  const own = tokenize(folded, index.vocab);
  const terms = new Map<string, number>();
  const typed = new Set<string>();
  let unfinished: string | undefined;
  // A word inside a compound the index holds ("บู", "โร" of "เครดิตบูโร") is part of that one word, and weighs less.
  const compounds = own.filter((t) => t.kind === "compound" && known.has(t.term));
  const inCompound = (t: Token) => t.kind !== "compound" && compounds.some((c) => c.start <= t.start && t.end <= c.end);
  for (const token of own) {
    const pieces = known.has(token.term) || token.kind !== "thai" ? [] : termsIn(token.term, known);
    const weight = inCompound(token) ? PART_WEIGHT : 1;
    for (const term of pieces.length ? pieces : [token.term]) terms.set(term, Math.max(weight, terms.get(term) ?? 0));
    if (!pieces.length) typed.add(token.term);
  }
  // A Thai word misspelt ("อุธรณ์") or half typed ("อุทธร") is cut into pieces the pages lack: its whole run is
  // matched within a few edits of a term they hold, and as the start of one when the query ends with it.
  for (const { 0: run, index: at } of folded.matchAll(/[\u0E01-\u0E4E]+/g)) {
    const inRun = own.filter((t) => t.kind === "thai" && t.start >= at && t.end <= at + run.length);
    if (known.has(run) || inRun.every((t) => known.has(t.term))) continue;
    terms.set(run, terms.get(run) ?? 1);
    typed.add(run);
    if (at + run.length === folded.length) unfinished = run;
  }
  const last = own.findLast((t) => t.kind === "latin");
  if (last && last.end === folded.length && last.end - last.start >= 3) unfinished = last.term;

  // A name the index holds whole is matched whole: its parts (ข้อมูล, เครดิต) are on every page. English pages hold Thai
  // only in the glossary, which a Thai name would then put first for every English query: they get the English names.
  const add = (text: string, weight = EXPANSION_WEIGHT) => {
    const parts = tokenize(fold(text), index.vocab).filter((t) => known.has(t.term));
    const whole = parts.find((t) => t.start === 0 && t.end === fold(text).length);
    for (const { term } of whole ? [whole] : parts) {
      if (index.locale === "en" && THAI.test(term)) continue;
      terms.set(term, Math.max(weight, terms.get(term) ?? 0));
    }
  };
  const edges = new Set([0, folded.length, ...own.flatMap((t) => [t.start, t.end])]);
  for (const group of index.synonyms) {
    if (group.some((name) => holds(folded, name, edges))) for (const name of group) add(name);
  }
  const meant: string[] = [];
  for (const rule of PHRASE_MEANINGS) {
    if (rule.when.every((names) => names.some((name) => holds(folded, fold(name), edges)))) {
      const phrases = rule.means[index.locale].map(fold);
      for (const phrase of phrases) add(phrase, MEANING_WEIGHT);
      meant.push(...phrases);
    }
  }
  const phrase = own.length
    ? folded.slice(Math.min(...own.map((t) => t.start)), Math.max(...own.map((t) => t.end)))
    : "";
  return { terms, typed, unfinished, meant, phrase };
}
