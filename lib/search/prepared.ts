import { FIELD_NAMES, fieldText, type Field } from "./fields";
import { fold } from "./normalize";
import { passage, type Passage } from "./snippet";
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

const cache = new WeakMap<SearchIndex, PreparedIndex>();

export function prepare(index: SearchIndex): PreparedIndex {
  const hit = cache.get(index);
  if (hit) return hit;
  const decoded = new Map<string, [number, number][]>();
  const passages = new Map<number, readonly [Passage, Passage]>();
  const folded = index.docs.map(
    (doc) => Object.fromEntries(FIELD_NAMES.map((f) => [f, fold(fieldText(doc, f))])) as Record<Field, string>,
  );
  const prepared: PreparedIndex = {
    index,
    folded,
    compact: folded.map(
      (fields) => Object.fromEntries(FIELD_NAMES.map((f) => [f, fields[f].replace(/\s+/g, "")])) as Record<Field, string>,
    ),
    passages(doc) {
      let hit = passages.get(doc);
      if (!hit) {
        hit = [passage(index.docs[doc].body), passage(index.docs[doc].description)];
        passages.set(doc, hit);
      }
      return hit;
    },
    termList: Object.keys(index.terms),
    postings(term) {
      if (!Object.hasOwn(index.terms, term)) return undefined;
      let pairs = decoded.get(term);
      if (!pairs) {
        const flat = index.terms[term];
        pairs = [];
        for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i], flat[i + 1] / 100]);
        decoded.set(term, pairs);
      }
      return pairs;
    },
  };
  cache.set(index, prepared);
  return prepared;
}
