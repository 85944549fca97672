import { fold, THAI } from "./normalize";
import { stem } from "./stem";
import type { ParsedQuery, PreparedIndex, QueryTerm } from "./query-types";
import { PHRASE_MEANINGS } from "./synonyms";
import { LATIN_WORD, tokenize, type Token } from "./tokenize";

const WEIGHT = { exact: 1, part: 0.5, compound: 1.2, split: 0.8, prefix: 0.6, synonym: 0.7, ngram: 0.8 } as const;
const MAX_PREFIX_EXPANSIONS = 6;

/** Greedy longest-match of `word` against index terms; undefined unless every piece is a known term of 2+ letters. */
function splitByDictionary(word: string, prepared: PreparedIndex): string[] | undefined {
  const pieces: string[] = [];
  for (let at = 0; at < word.length;) {
    let end = Math.min(word.length, at + 24);
    while (end > at + 1 && !prepared.postings(word.slice(at, end))) end--;
    if (end === at + 1) return undefined;
    pieces.push(word.slice(at, end));
    at = end;
  }
  return pieces;
}

/** The Latin or Thai words of the query that a token's span contains. */
function coveredWords(words: Token[], start: number, end: number): number[] {
  return words.flatMap((w, i) => (w.start >= start && w.end <= end ? [i] : []));
}

/**
 * Where a synonym group's name occurs in the query, as [start, end], or undefined. English names match word by
 * word on stems ("credit bureaus" holds "credit bureau", "consumer right" holds "consumer rights"); a name with
 * Thai in it matches as written, Latin parts on word boundaries.
 */
function findMember(folded: string, member: string): [number, number] | undefined {
  if (!/[a-z0-9]/.test(member)) {
    const at = folded.indexOf(member);
    return at === -1 ? undefined : [at, at + member.length];
  }
  if (THAI.test(member)) {
    const match = new RegExp(`(?:^|[^a-z0-9])(${member.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})(?![a-z0-9])`).exec(
      folded,
    );
    return match ? [match.index + match[0].length - match[1].length, match.index + match[0].length] : undefined;
  }
  const want = [...member.matchAll(LATIN_WORD)].map((m) => stem(m[0]));
  const have = [...folded.matchAll(LATIN_WORD)].map((m) => ({
    stem: stem(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  for (let i = 0; i + want.length <= have.length; i++) {
    if (want.every((w, k) => have[i + k].stem === w)) return [have[i].start, have[i + want.length - 1].end];
  }
  return undefined;
}

/** Where the first name of a list that stands for whole words of the query occurs, as [start, end]. */
function findWords(folded: string, words: Token[], names: readonly string[]): [number, number] | undefined {
  for (const name of names) {
    const found = findMember(folded, fold(name));
    if (found && coveredWords(words, ...found).length) return found;
  }
  return undefined;
}

/** A PHRASE_MEANINGS rule the query holds: the query words it covers, the word read as the act, its index terms. */
type Meaning = { covers: number[]; act: number[]; terms: string[]; phrases: string[] };

/**
 * The PHRASE_MEANINGS the query holds, with each meaning's terms in the index's language. The first list is the
 * topic (credit, data), which the query already searches for: only a meaning's other words (dispute, refused) or the
 * meaning whole (a Thai compound the index holds) are its terms.
 */
function meaningsOf(folded: string, words: Token[], prepared: PreparedIndex): Meaning[] {
  const { vocab, locale } = prepared.index;
  return PHRASE_MEANINGS.flatMap((rule) => {
    const [topicAt, actAt] = rule.when.map((names) => findWords(folded, words, names));
    if (!topicAt || !actAt || (topicAt[0] < actAt[1] && actAt[0] < topicAt[1])) return [];
    const topic = new Set(rule.when[0].flatMap((name) => tokenize(fold(name), vocab).map((t) => t.term)));
    const phrases = rule.means[locale].map(fold);
    const terms = phrases.flatMap((meaning) => {
      const parts = tokenize(meaning, vocab);
      const whole = parts.find((t) => t.start === 0 && t.end === meaning.length && prepared.postings(t.term));
      return (whole ? [whole] : parts.filter((t) => !topic.has(t.term))).map((t) => t.term);
    });
    const act = coveredWords(words, ...actAt);
    return [
      {
        covers: [...coveredWords(words, ...topicAt), ...act],
        act,
        terms: [...new Set(terms)].filter((t) => prepared.postings(t)),
        phrases,
      },
    ];
  });
}

/** Parses a normalised query against an index (its vocabulary, terms and synonym groups). */
export function parseQuery(query: string, prepared: PreparedIndex): ParsedQuery {
  const { vocab, synonyms } = prepared.index;
  const folded = fold(query);
  const tokens = tokenize(folded, vocab);
  const words = tokens.filter((t) => t.kind !== "compound");
  const compounds = tokens.filter((t) => t.kind === "compound" && prepared.postings(t.term));
  // Words inside a known compound ("เครดิต", "บู", "โร" of "เครดิตบูโร") are one concept, and weigh less alone.
  const concept = words.map((_, i) => i);
  const inCompound = new Set<number>();
  for (const compound of compounds) {
    const inside = coveredWords(words, compound.start, compound.end);
    for (const i of inside) {
      concept[i] = concept[inside[0]];
      inCompound.add(i);
    }
  }

  const terms = new Map<string, QueryTerm>();
  const marks = { thai: new Set<string>(), latin: new Set<string>() };
  const add = (term: string, weight: number, covers: number[], extra: Partial<QueryTerm> = {}) => {
    const seen = terms.get(term);
    const mapped = covers.map((c) => concept[c]);
    if (seen) {
      seen.covers = [...new Set([...seen.covers, ...mapped])];
      if (!extra.group) [seen.capBy, seen.group] = [undefined, undefined];
      if (weight > seen.weight) seen.weight = weight;
    } else terms.set(term, { term, weight, covers: mapped, kind: "exact", ...extra });
    if (THAI.test(term)) marks.thai.add(term);
    else marks.latin.add(term);
  };

  const lastLatin = words.findLast((w) => w.kind === "latin");
  words.forEach((word, i) => {
    // The last Latin word may be half typed ("appe" → appeal): the live results search as the visitor types.
    const raw = folded.slice(word.start, word.end);
    if (word === lastLatin && raw.length >= 3) {
      prepared.termList
        // (Not the word itself when a SAME_PHRASES name made it another term: "data owner" is "datasubject".)
        .filter((t) => t.startsWith(raw) && t !== word.term && t !== stem(raw))
        .slice(0, MAX_PREFIX_EXPANSIONS)
        // A word the index already knows whole was typed whole: its longer relatives ("creditor" for "credit") may
        // not outweigh it, or the one page that uses them would push every other page under the cut-off.
        .forEach((t) => add(t, WEIGHT.prefix, [i], prepared.postings(word.term) ? { capBy: [word.term] } : {}));
    }
    if (prepared.postings(word.term)) return add(word.term, inCompound.has(i) ? WEIGHT.part : WEIGHT.exact, [i]);
    if (word.kind === "thai") {
      // Another runtime's segmenter may not split the way the build's did: try the index's own words first.
      const pieces = splitByDictionary(word.term, prepared);
      if (pieces) return pieces.forEach((piece) => add(piece, WEIGHT.split, [i]));
      return add(word.term, WEIGHT.ngram, [i], { kind: "ngram" });
    }
  });
  for (const compound of compounds)
    add(compound.term, WEIGHT.compound, coveredWords(words, compound.start, compound.end));

  synonyms.forEach((group, g) => {
    for (const member of group) {
      const latin = /[a-z0-9]/.test(member);
      const found = findMember(folded, member);
      if (!found) continue;
      const covers = coveredWords(words, ...found);
      // A Thai name found inside a longer word ("บริษัท" in a compound the segmenter kept whole) is not what was
      // asked. A Latin phrase of stop words only ("who is on") is matched on word boundaries and still counts.
      if (covers.length === 0 && !latin) continue;
      for (const other of group) {
        if (other === member) continue;
        // A Thai name the index holds whole is matched whole: its parts (ข้อมูล, เครดิต) are on every page.
        const parts = tokenize(other, vocab);
        const whole = parts.find((t) => t.kind === "compound" && t.start === 0 && t.end === other.length);
        // Across scripts, a word is rare only because the page is in the other language: cap it (see capBy).
        const capBy =
          covers.length && !(THAI.test(member) && THAI.test(other)) ? covers.map((c) => words[c].term) : undefined;
        for (const t of whole && prepared.postings(whole.term) ? [whole] : parts) {
          if (prepared.postings(t.term)) add(t.term, WEIGHT.synonym, covers, { group: g, capBy });
        }
      }
      break;
    }
  });
  const meanings = meaningsOf(folded, words, prepared);
  meanings.forEach(({ covers, act, terms: meant }, m) => {
    for (const term of meant) add(term, WEIGHT.synonym, covers, { group: synonyms.length + m });
    // The visitor's "mistake" is rare only because the pages say "dispute" or "incorrect": read as the meaning, it
    // may not outweigh the meaning's own words, or the one page that says "mistake" wins.
    for (const i of act) {
      const own = terms.get(words[i].term);
      if (own && own.group === undefined && meant.length) own.capBy = meant;
    }
  });
  return {
    folded,
    meant: meanings.flatMap((m) => m.phrases),
    terms: [...terms.values()],
    concepts: new Set(concept).size,
    marks: { thai: [...marks.thai], latin: marks.latin },
  };
}
