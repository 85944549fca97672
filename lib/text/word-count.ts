// Words counted as a reader counts them (Thai by dictionary), in a page's visible text.
import { wordSegmenter } from "./thai-segmenter";

/**
 * Words as a reader counts them. Thai has no spaces between words, so words are found with Intl.Segmenter's
 * dictionary segmentation (the same boundaries Chromium uses to wrap Thai lines). One segmenter for both languages:
 * ICU breaks Latin text by the same rules whatever the locale (an English segmenter counted every page alike).
 */
export function countWords(text: string): number {
  let words = 0;
  for (const segment of wordSegmenter().segment(text)) if (segment.isWordLike) words++;
  return words;
}

/** The visible text of the <main> element of a page's HTML (scripts, styles and tags removed). */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}
