/**
 * The shapes the snippet side shares with the rest of the query side (prepared.ts, search.ts), kept apart so that
 * snippet.ts imports its types from here, not from the modules that import it (they formed an import cycle).
 */

/** A text prepared for snippets: whitespace collapsed, folded, and its Latin words stemmed once (see prepared.ts). */
export type Passage = { text: string; folded: string; latin: [start: number, end: number, stem: string][] };

/** What to mark in a page's snippet: the index terms that matched it, Thai as folded text and Latin as stems. */
export type Marks = { thai: string[]; latin: Set<string> };
