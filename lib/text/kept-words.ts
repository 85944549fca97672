// The one way Thai text is cut into kept words and free runs, on the server (the whole list) and in the browser (the
// few words the server found in a component's strings): the same list format, the same cut, so both draw the same boxes.
import type { TextPart } from "./text-part";

/** In a list, a protected term starts with one of these marks (`~`: a long term, `.nw-long`); a site word with none. */
const TERM_MARK = "!";
const LONG_MARK = "~";
/** Entries of a list are joined by this; it is in no Thai word. */
export const WORD_SEPARATOR = "|";

type Entry = { text: string; marks: Pick<TextPart, "term" | "long"> };
type ByFirstLetter = Map<string, Entry[]>;

/** A list ready to cut with: the protected terms, then the site's words, each by first letter, longest first. */
export type KeptWords = readonly [terms: ByFirstLetter, words: ByFirstLetter];

/** One entry of a list: a kept part as `cutText` gave it (a term marked, a long term marked as such). */
export const listEntry = (part: TextPart) => (part.long ? LONG_MARK : part.term ? TERM_MARK : "") + part.text;

/** A list (entries joined by WORD_SEPARATOR, as listEntry writes them), ready to cut with. */
export function parseKeptWords(list: string): KeptWords {
  const groups: KeptWords = [new Map(), new Map()];
  for (const entry of list.split(WORD_SEPARATOR)) {
    const term = entry[0] === TERM_MARK || entry[0] === LONG_MARK;
    const text = term ? entry.slice(1) : entry;
    const byFirst = groups[term ? 0 : 1];
    const marks = term ? { term: true as const, ...(entry[0] === LONG_MARK && { long: true as const }) } : {};
    if (text) byFirst.set(text[0], [...(byFirst.get(text[0]) ?? []), { text, marks }]);
  }
  for (const byFirst of groups)
    for (const entries of byFirst.values()) entries.sort((a, b) => b.text.length - a.text.length);
  return groups;
}

/**
 * Text cut into kept words and the runs between them, from the left, the longest listed word at each place: first
 * the protected terms, then the site's words in what is left (`group` 1), so a word never takes the start of a term.
 * Joining the parts' text gives back the text unchanged.
 */
export function cutText(text: string, list: KeptWords, group: 0 | 1 = 0): TextPart[] {
  const parts: TextPart[] = [];
  let plain = "";
  const flush = () => parts.push(...(group ? [{ text: plain }] : cutText(plain, list, 1)));
  for (let i = 0; i < text.length;) {
    const entry = list[group].get(text[i])?.find((e) => text.startsWith(e.text, i));
    if (!entry) {
      plain += text[i++];
      continue;
    }
    // A long name that starts on a word inside this one and runs past it wins (ประกาศ|คณะกรรมการคุ้มครองข้อมูลเครดิต,
    // where คณะกรรมการ is a word of its own): the line may then break before the name, not inside it.
    const end = i + entry.text.length;
    let longer = -1;
    for (let k = i + 1; k < end && longer < 0; k++) {
      const inner = list[group].get(text[k])?.find((e) => text.startsWith(e.text, k));
      const overlap = text.slice(k, end);
      const onWord = list.some((byFirst) => byFirst.get(overlap[0])?.some((e) => e.text === overlap));
      if (inner?.marks.long && k + inner.text.length > end && onWord) longer = k;
    }
    if (longer > 0) {
      plain += text.slice(i, longer);
      i = longer;
      continue;
    }
    if (plain) flush();
    plain = "";
    parts.push({ text: entry.text, keep: true, ...entry.marks });
    i = end;
  }
  if (plain || parts.length === 0) flush();
  return parts;
}
