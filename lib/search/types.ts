// The search index's shapes (zod schemas and types), shared by the build, Redis and the site.
import type { AsPlainObject } from "minisearch";
import { z } from "zod";
import { localeSchema } from "../content/schema";

/** One page as the index keeps it: the legacy item (spec section 3) plus the text that search and snippets need. */
const searchDocSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  url: z.string().startsWith("/"),
  /** An empty string means no image (spec section 3). */
  image: z.string(),
  headings: z.array(z.string()),
  keywords: z.array(z.string()),
  body: z.string(),
});
export type SearchDoc = z.infer<typeof searchDocSchema>;

/**
 * The bundled index of one locale: the pages, and the ranking's own index over them (`engine`, MiniSearch's plain
 * data, see engine.ts), serialised at build time so that no instance tokenizes the pages when it starts.
 */
export const searchIndexSchema = z.strictObject({
  version: z.literal(2),
  buildId: z.string().regex(/^[0-9a-f]{16}$/),
  locale: localeSchema,
  docs: z.array(searchDocSchema),
  engine: z.custom<AsPlainObject>(
    (value) => typeof value === "object" && value !== null && Array.isArray((value as AsPlainObject).index),
  ),
  /** Thai multi-word terms matched as substrings: glossary terms and page keywords (see tokenize.ts). */
  vocab: z.array(z.string()),
  /** Groups of folded phrases that mean the same across languages, e.g. NCB / เครดิตบูโร / บริษัทข้อมูลเครดิต. */
  synonyms: z.array(z.array(z.string()).min(2)),
});
export type SearchIndex = z.infer<typeof searchIndexSchema>;

/**
 * One answer of GET /api/search. `snippet` is HTML-escaped text in which only `<mark>` tags are markup; `place` is
 * where the page sits (the breadcrumb's labels above it, in the page's language), shown instead of its path.
 */
export type SearchResult = {
  title: string;
  description: string;
  url: string;
  image: string;
  place: string[];
  snippet: string;
};

/** The legacy item of GET /api/file/json/search.json (spec sections 3 and 7). */
export type LegacySearchItem = Pick<SearchDoc, "title" | "description" | "url" | "image">;
