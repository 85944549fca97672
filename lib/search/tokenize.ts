// Folded text cut into searchable tokens: Thai by dictionary, Latin by word and stem.
import { STOPWORDS } from "./stopwords";
import { stem } from "./stem";
import { SAME_PHRASES } from "./synonyms";
import { icuSegments } from "../text/thai-segmenter";
import { thaiParts } from "../text/thai-words";

// Snippets cut their text on the same boundaries as the index (snippet-words.ts).
export { wordSegmenter } from "../text/thai-segmenter";

/** One searchable unit of folded text and where it sits, so a query can tell which of its words a match covers. */
export type Token = { term: string; start: number; end: number; kind: "latin" | "thai" | "compound" };

export const LATIN_WORD = /[a-z0-9\u00C0-\u024F]+/g;
const THAI_RUN = /[\u0E01-\u0E4E]+/g;

/**
 * The second word of a SAME_PHRASES name becomes the canonical name's compact stem ("data owner" → data,
 * datasubject), a term no single word has; the first word stays a term of its own.
 */
const PHRASE_TERMS = new Map(
  SAME_PHRASES.flatMap((pair) => {
    const term = pair[0].split(" ").map(stem).join("");
    return pair.map((name) => [name.split(" ").map(stem).join(" "), term] as const);
  }),
);

/**
 * Thai has no spaces between words: Intl.Segmenter splits a run into words. Segmenters differ between runtimes
 * (ICU versions, the edge), so the site's word list and the index's vocabulary (glossary terms, page keywords) are
 * also found as written, and the query side reads a word the index lacks by the terms it holds (see query.ts).
 */
function thaiWords(run: string): { text: string; index: number }[] {
  return icuSegments(run).filter((part) => part.wordLike);
}

/** Tokens of already folded text (see fold()): stemmed Latin words, Thai words, listed words and vocabulary compounds. */
export function tokenize(folded: string, vocab: readonly string[] = []): Token[] {
  const tokens: Token[] = [];
  let previous: { stem: string; end: number } | undefined;
  for (const match of folded.matchAll(LATIN_WORD)) {
    const word = match[0];
    if (STOPWORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    const stemmed = stem(word);
    const follows = previous && /^[\s-]*$/.test(folded.slice(previous.end, match.index)) ? previous.stem : "";
    const term = PHRASE_TERMS.get(`${follows} ${stemmed}`) ?? stemmed;
    tokens.push({ term, start: match.index, end: match.index + word.length, kind: "latin" });
    previous = { stem: stemmed, end: match.index + word.length };
  }
  for (const match of folded.matchAll(THAI_RUN)) {
    const run = match[0];
    for (const word of thaiWords(run)) {
      if (word.text.length < 2 || STOPWORDS.has(word.text)) continue;
      const start = match.index + word.index;
      tokens.push({ term: word.text, start, end: start + word.text.length, kind: "thai" });
    }
    // The site's one word list (lib/text/thai-word-list.ts), cut as the pages are for line breaks: its words are found
    // as written, whatever a runtime's segmenter makes of them.
    let at = match.index;
    for (const part of thaiParts(run)) {
      if (part.keep) tokens.push({ term: part.text, start: at, end: at + part.text.length, kind: "compound" });
      at += part.text.length;
    }
    for (const term of vocab) {
      for (let at = run.indexOf(term); at !== -1; at = run.indexOf(term, at + 1)) {
        tokens.push({ term, start: match.index + at, end: match.index + at + term.length, kind: "compound" });
      }
    }
  }
  // A word the segmenter, the word list and the vocabulary all find is one token, not three.
  const seen = new Set<string>();
  return tokens
    .filter((t) => !seen.has(`${t.start} ${t.end}`) && seen.add(`${t.start} ${t.end}`))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Thai vocabulary worth matching as a whole: multi-word terms only, since single words come from the segmenter. */
export function vocabularyFrom(terms: readonly string[]): string[] {
  const thai = new Set<string>();
  for (const term of terms) {
    for (const run of term.match(THAI_RUN) ?? []) {
      if (run.length >= 4 && thaiWords(run).length > 1) thai.add(run);
    }
  }
  return [...thai].sort();
}
