// What the line-break checks share: a block of text as the browser laid it out, a line start inside a word, and the
// budget of large type. Apart from line-breaks.ts so that both judges (the site's word list and LibThai's) can use
// them without importing each other.
import { HEADING_BUDGET } from "@/lib/text/thai-word-list";

/** A block of text as the browser laid it out: its characters and where a new line starts. */
export type Block = { text: string; breaks: number[]; tag: string; fontSize: number };
export type WordBreak = { word: string; term: boolean; tag: string; at: string };

/** What the browser laid out inside a root: its blocks of Thai text with their line starts, and what a reader sees. */
export type Layout = { blocks: Block[]; text: string };

/** Large type keeps only the terms a phone line holds (HEADING_BUDGET): h1, and h2, h3 or any text set as large. */
export function headingBudget(block: Pick<Block, "tag" | "fontSize">) {
  const large = /^h[23]$/.test(block.tag) || block.fontSize >= 20;
  return block.tag === "h1" ? HEADING_BUDGET.h1 : large ? HEADING_BUDGET.h2 : Infinity;
}
