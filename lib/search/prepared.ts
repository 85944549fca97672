// An index made ready for queries, once per index object: folded and space-free field text, decoded postings and
// snippet passages, each computed on first use and kept as long as the index is (a WeakMap). search.ts ranks on it.
import { FIELD_NAMES, fieldText, type Field } from "./fields";
import { fold } from "./normalize";
import type { Passage, PreparedIndex } from "./query-types";
import { passage } from "./snippet";
import type { SearchIndex } from "./types";

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
      (fields) =>
        Object.fromEntries(FIELD_NAMES.map((f) => [f, fields[f].replace(/\s+/g, "")])) as Record<Field, string>,
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
