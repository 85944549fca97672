// Builds one locale's search index from its source pages.
import { createHash } from "node:crypto";
import type { GlossaryTerm } from "../content/schema";
import type { Locale } from "../../i18n/locales";
import { buildEngine } from "./engine";
import { fold } from "./normalize";
import type { SourcePage } from "./source";
import { PHRASE_MEANINGS, synonymGroups } from "./synonyms";
import { vocabularyFrom } from "./tokenize";
import type { SearchDoc, SearchIndex } from "./types";

/** Builds the index of one locale from its pages and the glossary. Pure: same input, same index, same build id. */
export function buildIndex(
  locale: Locale,
  pages: readonly SourcePage[],
  glossary: readonly GlossaryTerm[],
): SearchIndex {
  const docs: SearchDoc[] = pages.map((p) => ({
    title: p.title,
    description: p.description,
    url: p.url,
    image: p.image,
    headings: p.headings,
    keywords: p.keywords,
    body: p.body.join("\n"),
  }));
  const synonyms = synonymGroups(glossary);
  const vocab = vocabularyFrom([
    ...glossary.map((g) => fold(g.th)),
    ...synonyms.flat(),
    // The Thai meanings PHRASE_MEANINGS adds to a query are found whole, whatever the pages' keywords say.
    ...PHRASE_MEANINGS.flatMap((rule) => rule.means.th.map(fold)),
    ...pages.flatMap((p) => p.keywords.map(fold)),
  ]);
  const engine = buildEngine(docs, vocab);
  const content = { version: 2 as const, locale, docs, engine, vocab, synonyms };
  const buildId = createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 16);
  return { version: 2, buildId, locale, docs, engine, vocab, synonyms };
}
