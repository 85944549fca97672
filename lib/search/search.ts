// The ranking itself: one query against one index already in memory, giving the best pages with a snippet each.
// Pure, no I/O. Beside it: prepared.ts readies an index for queries, service.ts runs a whole search (which index,
// then this, then the statistics), http.ts turns results and errors into the API's HTTP answers.
import { prepare } from "./prepared";
import { parseQuery } from "./query-terms";
import { rank } from "./rank";
import { snippetFrom } from "./snippet";
import type { SearchIndex, SearchResult } from "./types";

/** The best `limit` pages of an index for a normalised query, each with a snippet. Pure and synchronous. */
export function searchIndex(index: SearchIndex, query: string, limit: number): SearchResult[] {
  const prepared = prepare(index);
  const parsed = parseQuery(query, prepared);
  return rank(parsed, prepared)
    .slice(0, limit)
    .map(({ doc }) => {
      const { title, description, url, image } = index.docs[doc];
      return { title, description, url, image, snippet: snippetFrom(prepared.passages(doc), parsed) };
    });
}
