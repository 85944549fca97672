import { expect, type Page } from "@playwright/test";
import { thaiParts } from "@/lib/text/thai-words";
import { dictionaryBreaks } from "./line-breaks.dictionary";
import { headingBudget, type Block, type Layout, type WordBreak } from "./line-layout";

/**
 * Every block of visible text inside `root` with the indexes where a line starts, found from the line boxes of each
 * character (Range.getClientRects): a character whose box starts below the previous one's middle is on a new line.
 * Combining Thai marks take no box of their own and ride with their base letter.
 */
function layoutBlocks(root: string): Block[] {
  const blocks = new Map<Element, Block>();
  const isBlock = (el: Element) =>
    !getComputedStyle(el).display.startsWith("inline") && getComputedStyle(el).display !== "contents";
  const last = new Map<Element, { top: number; height: number }>();
  const walker = document.createTreeWalker(document.querySelector(root) ?? document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, .sr-only, [hidden]")) continue;
    let container: Element = parent;
    while (!isBlock(container) && container.parentElement) container = container.parentElement;
    let block = blocks.get(container);
    if (!block) {
      const fontSize = parseFloat(getComputedStyle(container).fontSize);
      blocks.set(container, (block = { text: "", breaks: [], tag: container.tagName.toLowerCase(), fontSize }));
    }
    const offset = block.text.length;
    const text = node.data;
    block.text += text;
    for (let k = 0; k < text.length;) {
      let end = k + 1;
      while (end < text.length && /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/.test(text[end])) end++;
      if (!/\s/.test(text[k])) {
        range.setStart(node, k);
        range.setEnd(node, end);
        const rect = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0);
        if (rect) {
          const previous = last.get(container);
          if (previous && rect.top > previous.top + previous.height / 2) block.breaks.push(offset + k);
          last.set(container, { top: rect.top, height: rect.height });
        }
      }
      k = end;
    }
  }
  // A block inside a box clipped to a pixel (a stacked table's column headings, for screen readers only) is not seen.
  const seen = (el: Element | null): boolean => !el || (el.getBoundingClientRect().width > 2 && seen(el.parentElement));
  return [...blocks.entries()]
    .filter(([el, b]) => b.breaks.length > 0 && /[\u0E01-\u0E4E]/.test(b.text) && seen(el))
    .map(([, b]) => b);
}

/** Reads the layout of `root` once, for wordBreaks and breaksInside both. */
export async function readLayout(page: Page, root = "body"): Promise<Layout> {
  const blocks = await page.evaluate(layoutBlocks, root);
  // What a reader sees of the root (blocks on one line have no line starts, so layoutBlocks leaves them out).
  const text = await page.evaluate((r) => (document.querySelector(r) as HTMLElement | null)?.innerText ?? "", root);
  return { blocks, text };
}

/** Line starts that fall inside a word the site keeps whole (the same dictionary the pages are rendered with). */
export function wordBreaks({ blocks }: Layout): WordBreak[] {
  const found: WordBreak[] = [];
  for (const block of blocks) {
    let start = 0;
    for (const part of thaiParts(block.text, headingBudget(block))) {
      const end = start + part.text.length;
      if (part.keep) {
        for (const b of block.breaks.filter((at) => at > start && at < end)) {
          found.push({
            word: part.text,
            term: part.term === true,
            tag: block.tag,
            at: `${block.text.slice(Math.max(0, b - 12), b)}|${block.text.slice(b, b + 12)}`,
          });
        }
      }
      start = end;
    }
  }
  return found;
}

/**
 * Line starts inside any of `words`, wherever the laid-out text holds them, and which of them it holds: a check of
 * named words that does not rely on the dictionary under test (a word missing from it is not a "word" to wordBreaks).
 */
export function breaksInside(
  { blocks, text }: Layout,
  words: readonly string[],
): { breaks: WordBreak[]; seen: string[] } {
  const breaks: WordBreak[] = [];
  for (const block of blocks) {
    for (const word of words) {
      for (let start = block.text.indexOf(word); start !== -1; start = block.text.indexOf(word, start + 1)) {
        const end = start + word.length;
        for (const b of block.breaks.filter((at) => at > start && at < end)) {
          breaks.push({
            word,
            term: false,
            tag: block.tag,
            at: `${block.text.slice(Math.max(0, b - 12), b)}|${block.text.slice(b, b + 12)}`,
          });
        }
      }
    }
  }
  return { breaks, seen: words.filter((word) => text.includes(word)) };
}

/**
 * Compounds seen split on a phone although every check passed: LibThai's dictionary lists their parts only, so
 * the site's word list lacked them, and ICU cuts some across their edge (ได้|รับคำ|ขอ). Checked by name, since a
 * word missing from the list is no word to wordBreaks.
 */
export const SEEN_SPLIT = ["ข้อกำหนด", "สายด่วน", "คำขอ", "ระยะเวลา", "คำตอบ", "ที่อยู่"];

/** Prints the line breaks found inside Thai words at a width, page by page, and returns their number. */
export function summary(width: number, found: Record<string, WordBreak[]>, judge = "the site's word list") {
  const total = Object.values(found).reduce((n, list) => n + list.length, 0);
  const lines = Object.entries(found)
    .filter(([, list]) => list.length > 0)
    .map(([where, list]) => `  ${where}: ${list.map((b) => `${b.word} ${b.at} (${b.tag})`).join(", ")}`);
  console.log(`[term-wrap] ${width}px: ${total} line breaks inside a Thai word (${judge})\n${lines.join("\n")}`);
  return total;
}

/**
 * A walk over every Thai page at one width: `add` each page's layout (its <details> open), then `check` that no
 * protected term, no other word of the dictionary and none of SEEN_SPLIT has a line start inside it, and that the
 * pages held every one of SEEN_SPLIT.
 */
export function wordWalk(width: number) {
  const found: Record<string, WordBreak[]> = {};
  const libthai: Record<string, WordBreak[]> = {};
  const named: WordBreak[] = [];
  const seen = new Set<string>();
  return {
    add(path: string, layout: Layout) {
      found[path] = wordBreaks(layout);
      libthai[path] = dictionaryBreaks(layout);
      const inside = breaksInside(layout, SEEN_SPLIT);
      named.push(...inside.breaks.map((b) => ({ ...b, at: `${path}: ${b.at}` })));
      inside.seen.forEach((word) => seen.add(word));
    },
    check() {
      // Printed before anything is asserted, so a failing walk still gives both counts.
      const total = summary(width, found);
      const byLibThai = summary(width, libthai, "LibThai's dictionary");
      expect(named, "a compound seen split on a phone").toEqual([]);
      expect([...seen].sort(), "pages hold every one of them").toEqual([...SEEN_SPLIT].sort());
      const terms = Object.values(found)
        .flat()
        .filter((b) => b.term);
      expect(terms, "protected terms split").toEqual([]);
      expect(total, "line breaks inside a word").toBe(0);
      expect(byLibThai, "line breaks inside a word of LibThai's dictionary").toBe(0);
    },
  };
}
