// The spec's search list (/api/file/json/search.json), one item per page.
import type { LegacySearchItem, SearchIndex } from "./types";

/** The spec's search list (sections 3 and 7): one item per page, `image` "" when the page has none. */
export function legacyItems(index: SearchIndex): LegacySearchItem[] {
  return index.docs.map(({ title, description, url, image }) => ({ title, description, url, image }));
}
