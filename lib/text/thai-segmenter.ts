// ICU's Thai word segmentation, shared by the search (tokens), the renderer (words kept whole at line ends), the
// social cards' line breaks and the word count.

/** A run of Thai letters, vowels, tone marks and digits: the only text ICU segments by dictionary. */
export const THAI_RUN = /[\u0E01-\u0E4E\u0E50-\u0E59]+/g;

let segmenter: Intl.Segmenter | undefined;

/** The one Thai word segmenter: the search index, snippets, the renderer and the cards all break on its boundaries. */
export function wordSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter("th", { granularity: "word" });
  return segmenter;
}

/**
 * Every segment of a Thai run, in order, as Chromium's line breaker sees them: Node's Intl.Segmenter and Chromium
 * both break Thai with ICU's dictionary, so a boundary here is a place where a line may end.
 */
export function icuSegments(run: string): { text: string; index: number; wordLike: boolean }[] {
  return [...wordSegmenter().segment(run)].map((s) => ({
    text: s.segment,
    index: s.index,
    wordLike: s.isWordLike !== false,
  }));
}
