// Text cut in the browser with a short list of words the server found in it: no dictionary in the page.
import type { TextPart } from "./text-part";

/** A long term starts with this mark in the list (`.nw-long`: it may wrap inside when alone wider than the line). */
const LONG_MARK = "~";
/** Words in the list are joined by this; it is in no Thai word. */
export const WORD_SEPARATOR = "|";

/** The words of a list by their first letter, longest first, so the longest one that fits is taken. */
export type KeptWords = ReadonlyMap<string, readonly { text: string; long: boolean }[]>;

/** The list as the server wrote it (keptWordList in lib/text/kept-word-list.ts), ready to cut with. */
export function parseKeptWords(list: string): KeptWords {
  const byFirst = new Map<string, { text: string; long: boolean }[]>();
  for (const entry of list.split(WORD_SEPARATOR)) {
    if (!entry) continue;
    const long = entry.startsWith(LONG_MARK);
    const text = long ? entry.slice(1) : entry;
    const words = byFirst.get(text[0]) ?? [];
    words.push({ text, long });
    byFirst.set(text[0], words);
  }
  for (const words of byFirst.values()) words.sort((a, b) => b.text.length - a.text.length);
  return byFirst;
}

/** One entry of the list: a word, marked when it is a long term. */
export const listEntry = (part: TextPart) => (part.long ? LONG_MARK : "") + part.text;

/**
 * Text cut into the listed words, kept whole, and the runs between them, from the left, the longest word first.
 * The list holds the words the server's dictionary kept in these very strings, so a text the server cut gets back
 * the same boxes (tests/unit/kept-words.test.ts); a message filled in with a number or a date does too.
 */
export function cutWithWords(text: string, words: KeptWords): TextPart[] {
  const parts: TextPart[] = [];
  let plain = "";
  for (let i = 0; i < text.length;) {
    const word = words.get(text[i])?.find((w) => text.startsWith(w.text, i));
    if (!word) {
      plain += text[i++];
      continue;
    }
    if (plain) parts.push({ text: plain });
    plain = "";
    parts.push({ text: word.text, keep: true, ...(word.long && { long: true }) });
    i += word.text.length;
  }
  if (plain || parts.length === 0) parts.push({ text: plain });
  return parts;
}
