// Words counted as a reader counts them (Thai by dictionary), in a page's visible text.
import type { Locale } from "../../i18n/locales";

/**
 * Words as a reader counts them. Thai has no spaces between words, so words are found with Intl.Segmenter's
 * dictionary segmentation (the same boundaries Chromium uses to wrap Thai lines).
 */
export function countWords(text: string, locale: Locale): number {
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
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
