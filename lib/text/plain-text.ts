// Markdown as plain text (search index, structured data): the one Markdown-to-text of the site.
import type { Nodes } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { HEADING_ID } from "../content/parse";

const processor = unified().use(remarkParse).use(remarkGfm);

/** Block-level nodes whose children are separate lines of text; everything else is joined inline. */
const BLOCKS = new Set(["root", "list", "listItem", "blockquote", "table", "tableRow", "footnoteDefinition"]);

function text(node: Nodes): string {
  if ("value" in node && node.type !== "html" && node.type !== "code") return node.value;
  if (node.type === "break") return " ";
  if (!("children" in node)) return "";
  const parts = (node.children as Nodes[]).map(text);
  if (node.type === "tableRow") return parts.join(" · ");
  return BLOCKS.has(node.type) ? parts.filter(Boolean).join("\n") : parts.join("");
}

/** A content Markdown run as searchable plain text: its `##`/`###` headings apart, the rest as lines of body text. */
export function markdownText(source: string): { headings: string[]; body: string[] } {
  const tree = processor.parse(source);
  const headings: string[] = [];
  const body: string[] = [];
  for (const node of tree.children) {
    if (node.type === "heading") headings.push(text(node).replace(HEADING_ID, "").trim());
    else body.push(text(node).trim());
  }
  return { headings, body: body.filter(Boolean) };
}

/** Inline Markdown (a FAQ answer, a definition) as plain text. */
export function inlineText(source: string): string {
  return markdownText(source).body.join(" ");
}
