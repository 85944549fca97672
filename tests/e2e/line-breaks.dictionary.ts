/**
 * A second judge of line breaks inside Thai words, independent of the site's own word list: LibThai's dictionary
 * (Debian's `libthai-data`, listed with `trietool` from `libdatrie1-bin`; scripts/test/ensure-system.mjs installs
 * both), the legal terms of the Act, and compounds a reader was seen to meet split. Each Thai run of a laid-out
 * block is cut into that dictionary's words the way LibThai cuts (maximal matching: the fewest words, letters no word
 * covers counted worst), and a line start inside one of those words is a split word.
 */
import { execFileSync } from "node:child_process";
import { NO_BREAK_TERMS, spacingLength } from "@/lib/text/thai-word-list";
import { headingBudget, type Layout, type WordBreak } from "./line-layout";

/** Where Debian's libthai-data puts its word-break trie (thbrk.tri). */
const LIBTHAI_DIR = "/usr/share/libthai";

/**
 * Compounds seen split on a page (in content, messages, snippets and the notification list) that LibThai lists as
 * their parts only: each a word a Thai reader takes whole.
 */
const SEEN_COMPOUNDS = ["ประมวลผล", "ผู้ฝ่าฝืน", "ได้รับ", "ต่อไปนี้", "ตั้งขึ้น", "ราชกิจจานุเบกษา"];

/** Titles of the Act's offices that LibThai lists as their parts (เป็น|รองประธาน, not เป็นรอง|ประธาน). */
const LEGAL_TITLES = ["รองประธาน"];

let cached: { words: Set<string>; longest: number } | undefined;

/** LibThai's words (about 25,000), the legal terms and SEEN_COMPOUNDS. Fails, saying what to install, without them. */
function libthaiDictionary() {
  if (cached) return cached;
  let listing: string;
  try {
    listing = execFileSync("trietool", ["-p", LIBTHAI_DIR, "thbrk", "list"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(
      `LibThai's dictionary could not be listed (${String(error)}): apt-get install libthai-data libdatrie1-bin`,
    );
  }
  const words = new Set(listing.split("\n").map((line) => line.split("\t")[0].trim()));
  words.delete("");
  if (words.size < 20_000) throw new Error(`LibThai's dictionary lists only ${words.size} words`);
  for (const word of [...NO_BREAK_TERMS, ...LEGAL_TITLES, ...SEEN_COMPOUNDS]) words.add(word);
  cached = { words, longest: Math.max(...[...words].map((w) => w.length)) };
  return cached;
}

const THAI = /[\u0E01-\u0E4E]+/g;
/** Marks that ride on the letter before them: a word never starts with one. */
const MARK = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;

/**
 * A Thai run cut into the dictionary's words: [start, end) of each word of two letters or more. The cut covers the
 * most letters with the fewest words; of cuts alike in both, the one of longer words (the greater sum of squared
 * lengths: เป็น|รองประธาน over เป็นรอง|ประธาน), then the one with the longer first word (รายงาน|การ, not ราย|งานการ),
 * as reading left to right does: the DP runs from the end back.
 */
function dictionaryWords(run: string): [number, number][] {
  const { words, longest } = libthaiDictionary();
  const n = run.length;
  // best[i]: [letters no word covers, words, minus the squared word lengths] for run.slice(i), and where its first
  // word (or skipped letter) ends.
  type Cost = [number, number, number];
  const best: { cost: Cost; next: number; word: boolean }[] = new Array(n + 1);
  best[n] = { cost: [0, 0, 0], next: n, word: false };
  const better = (a: Cost, b: Cost) =>
    a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
  for (let i = n - 1; i >= 0; i--) {
    let next = i + 1;
    while (next < n && MARK.test(run[next])) next++;
    const rest = best[next];
    best[i] = { cost: [rest.cost[0] + (next - i), rest.cost[1] + 1, rest.cost[2]], next, word: false };
    if (MARK.test(run[i])) continue;
    for (let j = Math.min(n, i + longest); j >= i + 2; j--) {
      if ((j < n && MARK.test(run[j])) || !words.has(run.slice(i, j))) continue;
      const via: Cost = [best[j].cost[0], best[j].cost[1] + 1, best[j].cost[2] - (j - i) ** 2];
      if (better(via, best[i].cost)) best[i] = { cost: via, next: j, word: true };
    }
  }
  const found: [number, number][] = [];
  for (let i = 0; i < n; i = best[i].next) if (best[i].word) found.push([i, best[i].next]);
  return found;
}

/**
 * Line starts inside a word of LibThai's dictionary (or a legal term, or a compound seen split). In large type a word
 * longer than a phone's line holds (the heading budget, as the site's own check) may break between its parts.
 */
export function dictionaryBreaks({ blocks }: Layout): WordBreak[] {
  const found: WordBreak[] = [];
  for (const block of blocks) {
    const budget = headingBudget(block);
    for (const match of block.text.matchAll(THAI)) {
      const inRun = block.breaks.filter((at) => at > match.index && at < match.index + match[0].length);
      if (inRun.length === 0) continue;
      for (const [s, e] of dictionaryWords(match[0])) {
        if (spacingLength(match[0].slice(s, e)) > budget) continue;
        const start = match.index + s;
        const end = match.index + e;
        for (const b of inRun.filter((at) => at > start && at < end)) {
          found.push({
            word: block.text.slice(start, end),
            term: false,
            tag: block.tag,
            at: `${block.text.slice(Math.max(0, b - 12), b)}|${block.text.slice(b, b + 12)}`,
          });
        }
      }
    }
  }
  return found;
}
