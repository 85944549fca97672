// Markdown to HTML for content: heading anchors, localized links, external links marked, Thai terms kept whole.
import type { Element, ElementContent, Root as HastRoot, Text } from "hast";
import type { Heading, Root as MdastRoot } from "mdast";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit, SKIP } from "unist-util-visit";
import { localizedPath, type Locale } from "../../i18n/locales";
import { keepClass } from "../text/text-part";
import { thaiParts } from "../text/thai-words";
import { HEADING_BUDGET, NO_BREAK_TERMS } from "../text/thai-word-list";
import { HEADING_ID } from "./parse";

export type MarkdownOptions = {
  locale: Locale;
  /** Said after an external link's text for screen readers, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  /** Thai terms kept on one line; the spec's list (lib/text/thai-word-list.ts) unless a test gives its own. */
  noBreakTerms?: readonly string[];
};

/** `## Title {#id}` → `<h2 id="id">Title</h2>`: stable anchors shared by the Thai and English page. */
function remarkHeadingIds() {
  return (tree: MdastRoot) => {
    visit(tree, "heading", (node: Heading) => {
      const last = node.children.at(-1);
      if (last?.type !== "text") return;
      const match = HEADING_ID.exec(last.value);
      if (!match) return;
      last.value = last.value.replace(HEADING_ID, "");
      node.data = { ...node.data, hProperties: { id: match[1] } };
    });
  };
}

function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  return node.type === "element" ? node.children.map(textOf).join("") : "";
}

const elements = (node: Element, tagName: string) =>
  node.children.filter((c): c is Element => c.type === "element" && c.tagName === tagName);

/** Each body cell carries its column's heading (`data-label`), shown above the cell when rows stack on a phone. */
function labelCells(table: Element) {
  const head = elements(table, "thead")[0];
  const headings = head ? elements(elements(head, "tr")[0] ?? head, "th").map((th) => textOf(th).trim()) : [];
  for (const body of elements(table, "tbody")) {
    for (const row of elements(body, "tr")) {
      row.children
        .filter((c): c is Element => c.type === "element" && (c.tagName === "td" || c.tagName === "th"))
        .forEach((cell, i) => {
          if (headings[i]) cell.properties.dataLabel = headings[i];
        });
    }
  }
}

/**
 * Internal links get the locale prefix; external ones open outside and say so. A link is localized here, where it is
 * rendered, so content files write every internal link once, as the registry path (`/Public/Appealprocess`).
 */
function rehypeSiteLinks(options: MarkdownOptions) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "a" && typeof node.properties.href === "string") {
        const href = node.properties.href;
        if (href.startsWith("/")) {
          node.properties.href = localizedPath(options.locale, href);
        } else if (/^https?:/.test(href)) {
          node.properties.target = "_blank";
          node.properties.rel = ["noopener", "noreferrer"];
          node.properties.className = ["external"];
          node.children.push({
            type: "element",
            tagName: "span",
            properties: { className: ["sr-only"] },
            children: [{ type: "text", value: ` ${options.newTabLabel}` }],
          });
        }
      }
    });
  };
}

/**
 * Tables scroll on their own. A pass of its own, after the links: wrapping a table skips its subtree, and links inside
 * tables must be localized like any other.
 */
function rehypeTables() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName === "table" && parent && index !== undefined) {
        labelCells(node);
        // On a phone each row stacks into a card (components/content/prose.css, .table-stack), its cells labelled by
        // their column; wider, a table that still does not fit scrolls inside this box (focusable, so keyboards can
        // scroll it).
        node.properties.className = ["table-stack"];
        parent.children[index] = {
          type: "element",
          tagName: "div",
          properties: { className: ["table-scroll"], tabIndex: 0 },
          children: [node],
        };
        return SKIP;
      }
    });
  };
}

/** Elements whose text is never rewrapped: code is copied as typed, and a term span holds no second one. */
const NO_TERMS_INSIDE = new Set(["code", "pre", "kbd", "samp", "script", "style"]);

function classes(node: Element): unknown[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value : [];
}

/**
 * Keeps Thai words whole at line ends (lib/text/thai-words.ts): the spec's terms and the site's words that
 * Chromium's dictionary would split (ตรวจ|สอบ, เครดิต|บู|โร) go in `<span class="nw">`. Only text nodes change:
 * hrefs, heading ids and other attributes are never read or written, and the text itself is untouched (no joiners),
 * so copy-paste, find-in-page and screen readers get the same words. In h1 and h2 only the terms a phone line holds
 * at that size are kept whole; a longer name then breaks between its parts.
 */
function rehypeKeepWords(options: MarkdownOptions) {
  const terms = options.noBreakTerms ?? NO_BREAK_TERMS;
  const budget = { text: Infinity, h1: HEADING_BUDGET.h1, h2: HEADING_BUDGET.h2 };
  // h3 is set at the size of h2 on a phone (app/styles/base.css), so it holds the same terms.
  const headingContext: Record<string, keyof typeof budget> = { h1: "h1", h2: "h2", h3: "h2" };
  const walk = (parent: HastRoot | Element, context: keyof typeof budget) => {
    for (let i = 0; i < parent.children.length; i++) {
      const child = parent.children[i];
      if (child.type === "element") {
        if (NO_TERMS_INSIDE.has(child.tagName) || classes(child).includes("nw") || classes(child).includes("sr-only")) continue;
        walk(child, headingContext[child.tagName] ?? context);
        continue;
      }
      if (child.type !== "text") continue;
      const parts = thaiParts(child.value, budget[context], terms);
      if (!parts.some((p) => p.keep)) continue;
      const replacement: ElementContent[] = parts.map((p) =>
        p.keep
          ? { type: "element", tagName: "span", properties: { className: keepClass(p).split(" ") }, children: [{ type: "text", value: p.text }] }
          : { type: "text", value: p.text },
      );
      parent.children.splice(i, 1, ...replacement);
      i += replacement.length - 1;
    }
  };
  return (tree: HastRoot) => walk(tree, "text");
}

/**
 * Marks text in the other language with `lang` (WCAG 3.1.2), so a screen reader switches voice: English phrases in
 * Thai pages, Thai phrases in English pages. All-capital acronyms (NCB) and short tokens are left alone: they read
 * the same in either voice, and switching voice for them would only stutter.
 */
const OTHER_SCRIPT: Record<Locale, { lang: Locale; pattern: RegExp; worthMarking: (run: string) => boolean }> = {
  th: {
    lang: "en",
    pattern: /[A-Za-z][A-Za-z'’.&-]*(?: [A-Za-z0-9][A-Za-z0-9'’.&-]*)*/g,
    worthMarking: (run) => run.length >= 4 && /[a-z]/.test(run),
  },
  en: { lang: "th", pattern: /[\u0E00-\u0E7F]+(?: [\u0E00-\u0E7F]+)*/g, worthMarking: () => true },
};

function rehypeMarkOtherLanguage(options: MarkdownOptions) {
  const { lang, pattern, worthMarking } = OTHER_SCRIPT[options.locale];
  return (tree: HastRoot) => {
    visit(tree, "text", (node: Text, index, parent) => {
      if (!parent || index === undefined || (parent.type === "element" && parent.properties?.lang)) return;
      const parts: ElementContent[] = [];
      let last = 0;
      for (const match of node.value.matchAll(pattern)) {
        if (!worthMarking(match[0])) continue;
        if (match.index > last) parts.push({ type: "text", value: node.value.slice(last, match.index) });
        parts.push({ type: "element", tagName: "span", properties: { lang }, children: [{ type: "text", value: match[0] }] });
        last = match.index + match[0].length;
      }
      if (parts.length === 0) return;
      if (last < node.value.length) parts.push({ type: "text", value: node.value.slice(last) });
      parent.children.splice(index, 1, ...parts);
      return [SKIP, index + parts.length];
    });
  };
}

/** Renders trusted content Markdown (ours, from content/) to HTML at build time. No raw HTML passes through. */
export async function renderMarkdown(source: string, options: MarkdownOptions): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkHeadingIds)
    .use(remarkRehype)
    .use(rehypeSiteLinks, options)
    .use(rehypeTables)
    .use(rehypeMarkOtherLanguage, options)
    // After the language spans, so a Thai phrase on an English page stays one span with its terms inside.
    .use(rehypeKeepWords, options)
    .use(rehypeStringify)
    .process(source);
  return String(file);
}

/** Inline Markdown (a FAQ answer, a definition) without the wrapping paragraph. */
export async function renderInline(source: string, options: MarkdownOptions): Promise<string> {
  const html = await renderMarkdown(source, options);
  return html.replace(/^<p>([\s\S]*)<\/p>\s*$/, "$1");
}
