// An index made ready for queries, once per index object (a WeakMap, kept as long as the index is): the engine loaded
// from its plain data, and each page's snippet passages on first use. search.ts ranks on it.
import { loadEngine, type Engine } from "./engine";
import type { Passage } from "./query-types";
import { passage } from "./snippet";
import type { SearchIndex } from "./types";

export type PreparedIndex = {
  index: SearchIndex;
  engine: Engine;
  /** Body and description of a doc ready for snippets; computed on first use. */
  passages(doc: number): readonly [Passage, Passage];
};

const cache = new WeakMap<SearchIndex, PreparedIndex>();

export function prepare(index: SearchIndex): PreparedIndex {
  const hit = cache.get(index);
  if (hit) return hit;
  const passages = new Map<number, readonly [Passage, Passage]>();
  const prepared: PreparedIndex = {
    index,
    engine: loadEngine(index.engine, index.vocab),
    passages(doc) {
      let found = passages.get(doc);
      if (!found) {
        found = [passage(index.docs[doc].body), passage(index.docs[doc].description)];
        passages.set(doc, found);
      }
      return found;
    },
  };
  cache.set(index, prepared);
  return prepared;
}
