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
/**
 * A word inside a compound the visitor typed weighs this much: it still counts as the visitor's word for a page that
 * splits the compound otherwise (search.ts counts the words a page matches), but "เครดิต", "บู", "โร" beside
 * "เครดิตบูโร" must not add up to more than the word the visitor put beside it ("อุทธรณ์เครดิตบูโร").
 */
const PART_WEIGHT = 0.3;
/** Longest piece tried when a Thai word the index lacks is split into index terms. */
const LONGEST_TERM = 24;

export type ParsedQuery = {
  /** Index terms and their weights (boostTerm). */
  terms: Map<string, number>;
  /**
   * Which of the visitor's words each term stands for (the words inside its span of the query, or inside the span
   * of the name a synonym stands for), or the meaning it expresses: the ranking counts the words a page matches, not
   * the terms (a Thai run is read in overlapping ways, and one thing has many names).
   */
  covers: Map<string, Set<string>>;
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

/**
 * Where a folded name stands in the query, if it does: Latin on whole stemmed words, Thai where the query's tokens
 * begin and end.
 */
function spanOf(folded: string, name: string, edges: ReadonlySet<number>): [number, number] | undefined {
  if (THAI.test(name)) {
    for (let at = folded.indexOf(name); at !== -1; at = folded.indexOf(name, at + 1)) {
      if (edges.has(at) && edges.has(at + name.length)) return [at, at + name.length];
    }
    return undefined;
  }
  const words = [...folded.matchAll(LATIN_WORD)].map((m) => ({
    stem: stem(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const wanted = [...name.matchAll(LATIN_WORD)].map((m) => stem(m[0]));
  for (let i = 0; wanted.length && i + wanted.length <= words.length; i++) {
    if (wanted.every((w, j) => words[i + j].stem === w)) return [words[i].start, words[i + wanted.length - 1].end];
  }
  return undefined;
}

/** Parses a normalised query against an index: its vocabulary, its synonym groups and the terms its engine holds. */
export function parseQuery(query: string, index: SearchIndex, { terms: known }: Engine): ParsedQuery {
  const folded = fold(query);
  const own = tokenize(folded, index.vocab);
  const terms = new Map<string, number>();
  // The visitor's words are the segmenter's and the Latin ones; a compound of the word list or vocabulary spans some.
  const words = own.filter((t) => t.kind !== "compound");
  const wordsIn = (start: number, end: number) =>
    words.filter((w) => w.start < end && start < w.end).map((w) => `${w.start}:${w.term}`);
  const covers = new Map<string, Set<string>>();
  const stands = (term: string, keys: readonly string[]) => {
    const set = covers.get(term) ?? new Set();
    for (const key of keys) set.add(key);
    covers.set(term, set);
  };
  const typed = new Set<string>();
  let unfinished: string | undefined;
  // A word inside a compound the index holds ("บู", "โร" of "เครดิตบูโร") is part of that one word, and weighs less.
  const compounds = own.filter((t) => t.kind === "compound" && known.has(t.term));
  const inCompound = (t: Token) => t.kind !== "compound" && compounds.some((c) => c.start <= t.start && t.end <= c.end);
  for (const token of own) {
    const pieces = known.has(token.term) || token.kind !== "thai" ? [] : termsIn(token.term, known);
    const weight = inCompound(token) ? PART_WEIGHT : 1;
    for (const term of pieces.length ? pieces : [token.term]) {
      terms.set(term, Math.max(weight, terms.get(term) ?? 0));
      stands(term, wordsIn(token.start, token.end));
    }
    if (!pieces.length) typed.add(token.term);
  }
  // A Thai word misspelt ("อุธรณ์") or half typed ("อุทธร") is cut into pieces the pages lack: its whole run is
  // matched within a few edits of a term they hold, and as the start of one when the query ends with it.
  for (const { 0: run, index: at } of folded.matchAll(/[\u0E01-\u0E4E]+/g)) {
    const inRun = own.filter((t) => t.kind === "thai" && t.start >= at && t.end <= at + run.length);
    if (known.has(run) || inRun.every((t) => known.has(t.term))) continue;
    terms.set(run, terms.get(run) ?? 1);
    stands(run, wordsIn(at, at + run.length));
    typed.add(run);
    if (at + run.length === folded.length) unfinished = run;
  }
  const last = own.findLast((t) => t.kind === "latin");
  if (last && last.end === folded.length && last.end - last.start >= 3) unfinished = last.term;

  // A name the index holds whole is matched whole: its parts (ข้อมูล, เครดิต) are on every page. English pages hold Thai
  // only in the glossary, which a Thai name would then put first for every English query: they get the English names.
  /** A name as index terms: itself where the index holds it whole, else the words of it the index holds. */
  const termsOf = (text: string) => {
    const parts = tokenize(fold(text), index.vocab).filter((t) => known.has(t.term));
    const whole = parts.find((t) => t.start === 0 && t.end === fold(text).length);
    return { whole: Boolean(whole), terms: (whole ? [whole] : parts).map((t) => t.term) };
  };
  const add = (found: readonly string[], stand: readonly string[], weight = EXPANSION_WEIGHT) => {
    for (const term of found) {
      if (index.locale === "en" && THAI.test(term)) continue;
      terms.set(term, Math.max(weight, terms.get(term) ?? 0));
      stands(term, stand);
    }
  };
  const edges = new Set([0, folded.length, ...own.flatMap((t) => [t.start, t.end])]);
  for (const group of index.synonyms) {
    // The names of one thing stand for the visitor's words that name it ("เครดิตบูโร": NCB, บริษัทข้อมูลเครดิต, ...).
    const span = group.map((name) => spanOf(folded, name, edges)).find(Boolean);
    if (span === undefined) continue;
    const named = wordsIn(...span);
    // Where the index holds some names whole, the words of the others ("บริษัท", "แห่ง", "ชาติ" of "บริษัท ข้อมูลเครดิต
    // แห่งชาติ"; "credit", "bureau" in the Thai pages) are words of every kind of page, not this thing's names.
    const names = group.map(termsOf);
    const anyWhole = names.some((n) => n.whole && !(index.locale === "en" && n.terms.some((t) => THAI.test(t))));
    for (const name of names) if (name.whole || !anyWhole) add(name.terms, named);
  }
  const meant: string[] = [];
  for (const rule of PHRASE_MEANINGS) {
    if (rule.when.every((names) => names.some((name) => spanOf(folded, fold(name), edges)))) {
      const phrases = rule.means[index.locale].map(fold);
      for (const phrase of phrases) add(termsOf(phrase).terms, [`meaning:${phrases[0]}`], MEANING_WEIGHT);
      meant.push(...phrases);
    }
  }
  const phrase = own.length
    ? folded.slice(Math.min(...own.map((t) => t.start)), Math.max(...own.map((t) => t.end)))
    : "";
  return { terms, covers, typed, unfinished, meant, phrase };
}
