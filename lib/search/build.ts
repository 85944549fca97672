// Builds one locale's search index from its source pages.
import { createHash } from "node:crypto";
import type { GlossaryTerm } from "../content/schema";
import type { Locale } from "../../i18n/locales";
import { FIELD_NAMES, FIELDS, fieldText, type Field } from "./fields";
import { fold } from "./normalize";
import type { SourcePage } from "./source";
import { PHRASE_MEANINGS, synonymGroups } from "./synonyms";
import { tokenize, vocabularyFrom } from "./tokenize";
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

  const fieldTokens = docs.map(
    (doc) =>
      Object.fromEntries(
        FIELD_NAMES.map((f) => [f, tokenize(fold(fieldText(doc, f)), vocab).map((t) => t.term)]),
      ) as Record<Field, string[]>,
  );
  const averages = Object.fromEntries(
    FIELD_NAMES.map((f) => [
      f,
      Math.max(1, fieldTokens.reduce((sum, tokens) => sum + tokens[f].length, 0) / Math.max(1, docs.length)),
    ]),
  ) as Record<Field, number>;

  const postings = new Map<string, Map<number, number>>();
  fieldTokens.forEach((fields, doc) => {
    for (const field of FIELD_NAMES) {
      const { weight, b } = FIELDS[field];
      const norm = 1 - b + (b * fields[field].length) / averages[field];
      for (const term of fields[field]) {
        const perDoc = postings.get(term) ?? new Map<number, number>();
        perDoc.set(doc, (perDoc.get(doc) ?? 0) + weight / norm);
        postings.set(term, perDoc);
      }
    }
  });

  const terms: Record<string, number[]> = {};
  for (const term of [...postings.keys()].sort()) {
    terms[term] = [...postings.get(term)!].flatMap(([doc, tf]) => [doc, Math.max(1, Math.round(tf * 100))]);
  }
  const content = { version: 1 as const, locale, docs, terms, vocab, synonyms };
  const buildId = createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 16);
  return { version: 1, buildId, locale, docs, terms, vocab, synonyms };
}
