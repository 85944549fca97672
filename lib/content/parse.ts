// A content file read: frontmatter checked by zod, body cut into Markdown runs and data blocks.
import matter from "gray-matter";
import { routing } from "../../i18n/routing";
import { blockSchema, frontmatterSchema, type Block, type Frontmatter } from "./schema";

/** A page body cut into Markdown runs and the data blocks between them (`::faq{set="public"}` on its own line). */
/**
 * A block's `level` is that of the headings it may put in the page: one below the last heading before it, so h2
 * straight under the title (the page's h1), h3 once a `##` section has begun.
 */
export type Segment = { kind: "markdown"; source: string } | { kind: "block"; block: Block; level: 2 | 3 };

export type ParsedPage = {
  frontmatter: Frontmatter;
  segments: Segment[];
  /** Ids of the `##` headings in order: the sections that the Thai and English files must share. */
  sectionIds: string[];
  body: string;
};

const BLOCK_LINE = /^::([a-z-]+)(?:\{([^}]*)\})?\s*$/;
const ATTR = /([a-z]+)="([^"]*)"/g;
/**
 * Pages whose statements of rights, duties and deadlines a reader acts on: they must name their sources. Any
 * language's folder (the locales of i18n/routing.ts).
 */
export const SOURCED_PAGE = new RegExp(`(^|/)(${routing.locales.join("|")})/(Public|Law|Member)(/|\\.md$)`);
export const HEADING_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

function parseBlock(line: string, file: string): Block | undefined {
  const match = BLOCK_LINE.exec(line);
  if (!match) return undefined;
  const attrs: Record<string, string> = { name: match[1] };
  for (const [, key, value] of (match[2] ?? "").matchAll(ATTR)) attrs[key] = value;
  const parsed = blockSchema.safeParse(attrs);
  if (!parsed.success) throw new Error(`${file}: unknown or malformed block "${line}": ${parsed.error.message}`);
  return parsed.data;
}

/** Parses and validates one content file; throws with the file name on any problem, so the build fails loudly. */
export function parsePage(raw: string, file: string): ParsedPage {
  const { data, content } = matter(raw);
  const fm = frontmatterSchema.safeParse({
    ...data,
    // YAML reads an unquoted date as a Date; the schema wants the ISO day.
    updated: data.updated instanceof Date ? data.updated.toISOString().slice(0, 10) : data.updated,
  });
  if (!fm.success) throw new Error(`${file}: bad frontmatter: ${fm.error.message}`);
  if (SOURCED_PAGE.test(file) && !fm.data.sources?.length) {
    throw new Error(`${file}: front matter field "sources": a page under Public/, Law/ or Member/ names its sources`);
  }

  const segments: Segment[] = [];
  const sectionIds: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.join("").trim()) segments.push({ kind: "markdown", source: run.join("\n") });
    run = [];
  };
  let inFence = false;
  for (const line of content.split("\n")) {
    if (line.startsWith("```")) inFence = !inFence;
    const block = inFence ? undefined : parseBlock(line, file);
    if (block) {
      flush();
      segments.push({ kind: "block", block, level: sectionIds.length > 0 ? 3 : 2 });
      continue;
    }
    if (!inFence && /^#\s/.test(line)) throw new Error(`${file}: no "#" heading in a body: the layout prints the title`);
    if (!inFence && /^##\s/.test(line)) {
      const id = HEADING_ID.exec(line)?.[1];
      if (!id) throw new Error(`${file}: "${line}" needs an id, e.g. {#rights}`);
      sectionIds.push(id);
    }
    run.push(line);
  }
  flush();
  return { frontmatter: fm.data, segments, sectionIds, body: content };
}
