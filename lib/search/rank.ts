// Ranking: BM25 over weighted fields, with trigram matches for misspelt words.
import { FIELD_NAMES, FIELDS } from "./fields";
import type { ParsedQuery, PreparedIndex, QueryTerm } from "./query-types";
import { stem } from "./stem";
import { SAME_PHRASES } from "./synonyms";

/** BM25 saturation: the weighted term frequencies run to ~10 (a title hit alone is 6), so saturate late. */
const K1 = 4;
/** An n-gram match counts when this share of the text's trigrams occur in a field. */
const NGRAM_THRESHOLD = 0.7;
/** Answers scoring under this share of the best are noise for a visitor. */
const RELATIVE_CUTOFF = 0.08;

export type Ranked = { doc: number; score: number };

function trigrams(text: string): string[] {
  const chars = [...text];
  if (chars.length <= 3) return [text];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(""));
  return [...grams];
}

/** Weighted frequency per doc of text the index has no term for, from the trigrams each field contains. */
function ngramPostings(term: QueryTerm, prepared: PreparedIndex): [number, number][] {
  const grams = trigrams(term.term);
  const out: [number, number][] = [];
  prepared.folded.forEach((fields, doc) => {
    let tf = 0;
    for (const field of FIELD_NAMES) {
      const share = grams.filter((g) => fields[field].includes(g)).length / grams.length;
      if (share >= NGRAM_THRESHOLD) tf += FIELDS[field].weight * share;
    }
    if (tf > 0) out.push([doc, tf]);
  });
  return out;
}

/** The visitor's words, spaces removed, found whole in a field: the strongest sign of the page they mean. */
function phraseBoost(phrase: string, fields: PreparedIndex["compact"][number]): number {
  if ([...phrase].length < 4) return 1;
  if (fields.title.includes(phrase)) return 1.8;
  if (fields.headings.includes(phrase) || fields.keywords.includes(phrase)) return 1.3;
  if (fields.description.includes(phrase) || fields.body.includes(phrase)) return 1.1;
  return 1;
}

/**
 * The phrases a page may hold for the query: as typed, with English words stemmed ("data subjects" is in a title
 * that says "data subject"), and each of these with a SAME_PHRASES name swapped for the other.
 */
function phraseVariants(folded: string): string[] {
  const variants = new Set([folded, folded.replace(/[a-z]+/g, (word) => stem(word))]);
  for (const phrase of [...variants]) {
    for (const pair of SAME_PHRASES) {
      for (const [from, to] of [pair, [pair[1], pair[0]]])
        if (phrase.includes(from)) variants.add(phrase.replaceAll(from, to));
    }
  }
  return [...variants];
}

/** Docs scored BM25F-style, times how many of the query's words they match, best first. */
export function rank(query: ParsedQuery, prepared: PreparedIndex): Ranked[] {
  const n = prepared.index.docs.length;
  const idf = (docs: number) => Math.log(1 + (n - docs + 0.5) / (docs + 0.5));
  const scores = new Map<number, { score: number; covered: Set<number>; groups: Map<number, number> }>();
  for (const term of query.terms) {
    const postings = term.kind === "ngram" ? ngramPostings(term, prepared) : (prepared.postings(term.term) ?? []);
    if (postings.length === 0) continue;
    let weight = idf(postings.length);
    if (term.capBy)
      weight = Math.min(weight, Math.max(...term.capBy.map((t) => idf(prepared.postings(t)?.length ?? 0))));
    for (const [doc, tf] of postings) {
      const entry = scores.get(doc) ?? { score: 0, covered: new Set<number>(), groups: new Map<number, number>() };
      const score = (weight * term.weight * tf * (K1 + 1)) / (tf + K1);
      if (term.group === undefined) entry.score += score;
      else entry.groups.set(term.group, Math.max(entry.groups.get(term.group) ?? 0, score));
      for (const c of term.covers) entry.covered.add(c);
      scores.set(doc, entry);
    }
  }
  for (const entry of scores.values()) for (const best of entry.groups.values()) entry.score += best;
  const phrases = [...phraseVariants(query.folded), ...query.meant].map((p) => p.replace(/\s+/g, ""));
  const ranked = [...scores].map(([doc, { score, covered }]) => {
    const coverage = query.concepts ? covered.size / query.concepts : 1;
    const boost = Math.max(...phrases.map((phrase) => phraseBoost(phrase, prepared.compact[doc])));
    return { doc, score: score * (0.2 + 0.8 * coverage * coverage) * boost };
  });
  ranked.sort((a, b) => b.score - a.score || a.doc - b.doc);
  const best = ranked[0]?.score ?? 0;
  return ranked.filter((r) => r.score > 0 && r.score >= best * RELATIVE_CUTOFF);
}
