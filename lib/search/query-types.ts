/**
 * Owns the shapes the query side passes between its steps — the prepared index (prepared.ts), a parsed query
 * (query-terms.ts) and a snippet passage (snippet.ts) — so that those modules import their types from here, not
 * from one another (they formed an import cycle).
 */
import type { Field } from "./fields";
import type { SearchIndex } from "./types";

/** What the query side derives from an index once per loaded index (per edge isolate), not once per request. */
export type PreparedIndex = {
  index: SearchIndex;
  /** Folded text of each field of each doc, for n-gram fallback. */
  folded: Record<Field, string>[];
  /** The same without whitespace, for the phrase bonus (Thai writes phrases without spaces). */
  compact: Record<Field, string>[];
  /** Body and description of a doc ready for snippets; computed on first use. */
  passages(doc: number): readonly [Passage, Passage];
  /** Every indexed term, for prefix matching and dictionary splitting of Thai the segmenter did not split. */
  termList: string[];
  /** [doc, weight] pairs by term, decoded from the flat arrays. */
  postings(term: string): [number, number][] | undefined;
};

/** A text prepared for snippets: whitespace collapsed, folded, and its Latin words stemmed once (see prepared.ts). */
export type Passage = { text: string; folded: string; latin: [start: number, end: number, stem: string][] };

/**
 * A query as weighted index terms. `covers` lists the query words (concepts) a term stands for, so ranking can
 * prefer pages that match every word the visitor typed, however each word was matched.
 */
export type QueryTerm = {
  term: string;
  weight: number;
  covers: number[];
  /** exact: an index term; ngram: text the index has no term for, matched by character trigrams. */
  kind: "exact" | "ngram";
  /**
   * For synonyms: the visitor's own words. A synonym never counts for more than the rarest of them, or a generic
   * glossary pair (ข้อมูล / data) would let the one page that holds both languages win every query.
   */
  capBy?: string[];
  /** Terms of one synonym group count once per page (the best of them), like the one word they stand for. */
  group?: number;
};

export type ParsedQuery = {
  folded: string;
  /** What the query means beside what it says (PHRASE_MEANINGS), folded: phrases a page may hold for it. */
  meant: string[];
  terms: QueryTerm[];
  /** Number of query words; 0 when the query had only stop words. */
  concepts: number;
  /** Folded Thai strings and Latin stems to mark in snippets. */
  marks: { thai: string[]; latin: Set<string> };
};
