// The one way Thai text is cut into kept words and free runs, on the server (the whole list) and in the browser (the
// few words the server found in a component's strings): the same list format, the same cut, so both draw the same boxes.
import type { TextPart } from "./text-part";

/** In a list, a protected term starts with one of these marks (`~`: a long term, `.nw-long`); a site word with none. */
const TERM_MARK = "!";
const LONG_MARK = "~";
/** Entries of a list are joined by this; it is in no Thai word. */
export const WORD_SEPARATOR = "|";

type Entry = { text: string; long: boolean };
type ByFirstLetter = ReadonlyMap<string, readonly Entry[]>;

/** A list ready to cut with: the protected terms and the site's words, each by first letter, longest first. */
export type KeptWords = { terms: ByFirstLetter; words: ByFirstLetter };

/** One entry of a list: a kept part as `cutText` gave it (a term marked, a long term marked as such). */
export const listEntry = (part: TextPart) => (part.long ? LONG_MARK : part.term ? TERM_MARK : "") + part.text;

function index(entries: Entry[]): ByFirstLetter {
  const byFirst = new Map<string, Entry[]>();
  for (const entry of entries) byFirst.set(entry.text[0], [...(byFirst.get(entry.text[0]) ?? []), entry]);
  for (const list of byFirst.values()) list.sort((a, b) => b.text.length - a.text.length);
  return byFirst;
}

/** A list (entries joined by WORD_SEPARATOR, as listEntry writes them), ready to cut with. */
export function parseKeptWords(list: string): KeptWords {
  const terms: Entry[] = [];
  const words: Entry[] = [];
  for (const entry of new Set(list.split(WORD_SEPARATOR))) {
    if (entry.startsWith(LONG_MARK)) terms.push({ text: entry.slice(1), long: true });
    else if (entry.startsWith(TERM_MARK)) terms.push({ text: entry.slice(1), long: false });
    else if (entry) words.push({ text: entry, long: false });
  }
  return { terms: index(terms.filter((t) => t.text)), words: index(words) };
}

/** Listed words from the left, the longest at each place; the runs between them as they are. */
function cutBy(text: string, byFirst: ByFirstLetter, term: boolean, out: TextPart[]) {
  let plain = "";
  const flush = () => {
    if (plain) out.push({ text: plain });
    plain = "";
  };
  for (let i = 0; i < text.length;) {
    const entry = byFirst.get(text[i])?.find((e) => text.startsWith(e.text, i));
    if (!entry) {
      plain += text[i++];
      continue;
    }
    flush();
    out.push({ text: entry.text, keep: true, ...(term && { term: true }), ...(entry.long && { long: true }) });
    i += entry.text.length;
  }
  flush();
}

/**
 * Text cut into kept words and the runs between them: first the protected terms, then the site's words in what is
 * left, so a word never takes the start of a term. Joining the parts' text gives back the text unchanged.
 */
export function cutText(text: string, list: KeptWords): TextPart[] {
  const terms: TextPart[] = [];
  cutBy(text, list.terms, true, terms);
  const parts: TextPart[] = [];
  for (const part of terms) {
    if (part.keep) parts.push(part);
    else cutBy(part.text, list.words, false, parts);
  }
  return parts.length ? parts : [{ text }];
}
