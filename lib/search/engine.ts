// The ranking is MiniSearch's (BM25 over weighted fields): built over our tokenizer at build time, serialised into
// the index file, and loaded from it once per index object. docs/search-engines.md says why a library and which one.
import MiniSearch, { type AsPlainObject, type Options } from "minisearch";
import { FIELD_NAMES, fieldText, type Field } from "./fields";
import { fold } from "./normalize";
import { tokenize } from "./tokenize";
import type { SearchDoc } from "./types";

type Entry = { id: number; doc?: SearchDoc };

/**
 * Both sides of the index see text through our tokenizer (Thai words, vocabulary compounds, folded and stemmed Latin),
 * and MiniSearch's own lower-casing is then a no-op: terms arrive processed.
 */
function options(vocab: readonly string[]): Options<Entry> {
  return {
    fields: FIELD_NAMES,
    extractField: (entry, field) => (field === "id" ? entry.id : fieldText(entry.doc!, field as Field)),
    tokenize: (text) => tokenize(fold(text), vocab).map((t) => t.term),
    processTerm: (term) => term,
  };
}

/** The engine's index of a language's pages, as plain data for the index file (build time). */
export function buildEngine(docs: readonly SearchDoc[], vocab: readonly string[]): AsPlainObject {
  const mini = new MiniSearch(options(vocab));
  mini.addAll(docs.map((doc, id) => ({ id, doc })));
  return mini.toJSON();
}

/** A loaded engine, and the terms it holds (to tell a word the pages use from one they do not). */
export type Engine = { mini: MiniSearch<Entry>; terms: ReadonlySet<string> };

/** The engine from the index file's plain data: no tokenizing of the pages at start (measured in the README). */
export function loadEngine(data: AsPlainObject, vocab: readonly string[]): Engine {
  return { mini: MiniSearch.loadJS(data, options(vocab)), terms: new Set(data.index.map(([term]) => term)) };
}
