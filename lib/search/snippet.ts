import escape from "escape-html";
import { fold } from "./normalize";
import type { Marks, Passage } from "./query-types";
import { wordBoundaries, type WordBoundaries } from "./snippet-words";
import { stem } from "./stem";

/** About two lines of text in the results list. */
const WINDOW = 160;
const BEFORE = 50;
/** How far an edge may move out to a space rather than stop at the nearest word boundary. */
const SPACE_REACH = 20;

type Range = [start: number, end: number];

const escapeHtml: (text: string) => string = escape;

export function passage(source: string): Passage {
  const text = source.replace(/\s+/g, " ");
  const folded = fold(text);
  const latin: Passage["latin"] = [];
  for (const match of folded.matchAll(/[a-z0-9\u00C0-\u024F]+/g)) {
    latin.push([match.index, match.index + match[0].length, stem(match[0])]);
  }
  return { text, folded, latin };
}

/**
 * Where the query's words occur in a passage, within `[from, to)`: Latin as whole words with the same stem; Thai as
 * substrings that begin and end where the segmenter puts a word boundary, so "ปี" is marked in "3 ปี" but not inside
 * "ปีนัง". Without `words`, Thai substrings are taken unchecked: each check costs a segmentation, and a common word
 * occurs hundreds of times in a long page, so the snippet's window is chosen from the unchecked places and only the
 * marks inside it are checked.
 */
function findMarks(
  p: Passage,
  marks: Marks,
  words: WordBoundaries | undefined,
  [from, to]: Range = [0, p.folded.length],
): Range[] {
  const ranges: Range[] = [];
  const isWord = (start: number, end: number) => !words || (words.isBoundary(start) && words.isBoundary(end));
  for (const word of marks.thai) {
    if (word.length < 2) continue;
    for (let at = p.folded.indexOf(word, from); at !== -1; at = p.folded.indexOf(word, at + word.length)) {
      if (at + word.length > to) break;
      if (isWord(at, at + word.length)) ranges.push([at, at + word.length]);
    }
  }
  if (marks.latin.size > 0) {
    for (const [start, end, stemmed] of p.latin)
      if (start >= from && end <= to && marks.latin.has(stemmed)) ranges.push([start, end]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * Moves a window's edges out to whole words: to the nearest space when one is close (Thai separates phrases with
 * spaces, so the snippet reads from the start of a phrase), else to the segmenter's word boundary. A mark the edge
 * would cut is taken in whole.
 */
function toWholeWords(text: string, [from, to]: Range, ranges: Range[], words: WordBoundaries): Range {
  for (const [start, end] of ranges) {
    if (start < from && end > from) from = start;
    if (start < to && end > to) to = end;
  }
  if (from > 0) {
    const space = text.lastIndexOf(" ", from);
    from = space !== -1 && from - space <= SPACE_REACH ? space + 1 : words.startOf(from);
  }
  if (to < text.length) {
    const space = text.indexOf(" ", to);
    to = space !== -1 && space - to <= SPACE_REACH ? space : words.endOf(to);
  }
  while (from < to && text[from] === " ") from++;
  while (to > from && text[to - 1] === " ") to--;
  return [from, to];
}

/**
 * The window of text holding the most distinct marked words (the first such). `ranges` are sorted and do not overlap,
 * so the ranges inside a window are a run of them that slides forward with it: one pass, however common the word.
 */
function bestWindow(text: string, ranges: Range[]): Range {
  let best: Range = [0, Math.min(text.length, WINDOW)];
  let bestCount = 0;
  const words = ranges.map(([start, end]) => text.slice(start, end).toLowerCase());
  const inside = new Map<string, number>();
  let [first, next] = [0, 0];
  for (const [start] of ranges) {
    const from = Math.max(0, start - BEFORE);
    const to = Math.min(text.length, from + WINDOW);
    for (; next < ranges.length && ranges[next][1] <= to; next++)
      inside.set(words[next], (inside.get(words[next]) ?? 0) + 1);
    for (; first < next && ranges[first][0] < from; first++) {
      const left = inside.get(words[first])! - 1;
      if (left === 0) inside.delete(words[first]);
      else inside.set(words[first], left);
    }
    if (inside.size > bestCount) [best, bestCount] = [[from, to], inside.size];
  }
  return best;
}

/** HTML-escaped text with the marked ranges wrapped in <mark>. */
function markUp(text: string, ranges: Range[], [from, to]: Range): string {
  let out = from > 0 ? "… " : "";
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    out += `${escapeHtml(text.slice(at, s))}<mark>${escapeHtml(text.slice(s, e))}</mark>`;
    at = e;
  }
  out += escapeHtml(text.slice(at, to));
  return to < text.length ? `${out} …` : out;
}

/**
 * A short passage of the page around the visitor's words, with those words in <mark>: the body where it matches,
 * else the description. HTML-safe: our content is escaped, and only the <mark> tags are markup.
 */
export function snippetFrom([body, description]: readonly [Passage, Passage], marks: Marks): string {
  for (const p of [body, description]) {
    // fold() keeps lengths for the text we hold; if it ever does not, mark the folded text rather than misplace marks.
    const shown = p.folded.length === p.text.length ? p.text : p.folded;
    const words = wordBoundaries(shown);
    const places = findMarks(p, marks, undefined);
    if (places.length === 0) continue;
    const window = toWholeWords(shown, bestWindow(shown, places), places, words);
    const ranges = findMarks(p, marks, words, window);
    if (ranges.length > 0) return markUp(shown, ranges, window);
    // Every place in the window was part of a longer word: choose again from the checked places of the whole text.
    const checked = findMarks(p, marks, words);
    if (checked.length > 0)
      return markUp(shown, checked, toWholeWords(shown, bestWindow(shown, checked), checked, words));
  }
  const text = description.text || body.text;
  return markUp(text, [], toWholeWords(text, [0, Math.min(text.length, WINDOW * 2)], [], wordBoundaries(text)));
}

/** snippetFrom for a page not in a prepared index (tests, one-off use). */
export function makeSnippet(doc: { description: string; body: string }, marks: Marks): string {
  return snippetFrom([passage(doc.body), passage(doc.description)], marks);
}
