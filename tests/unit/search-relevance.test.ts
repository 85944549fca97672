import { describe, expect, it } from "vitest";
import { evaluate, freshIndexes, loadSuite } from "@/scripts/search/relevance";

/** The relevance suite over the real content (built fresh, not the committed index): `npm run bench:search` prints it. */
describe("search relevance", () => {
  const indexes = freshIndexes();
  const suite = loadSuite();

  it("has at least 40 labelled queries in both languages", () => {
    expect(suite.length).toBeGreaterThanOrEqual(40);
    expect(new Set(suite.map((c) => c.locale))).toEqual(new Set(["th", "en"]));
  });

  it("finds an expected page in the top 5 for at least 90% of them", () => {
    const result = evaluate(suite, indexes);
    expect(result.recallAt5, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.9);
    expect(result.mrr).toBeGreaterThanOrEqual(0.75);
  });

  it("puts the page first for the queries marked first, in English as in Thai", () => {
    const marked = suite.filter((c) => c.first);
    const english = marked.filter((c) => c.locale === "en").map((c) => c.q);
    expect(english).toEqual(
      expect.arrayContaining([
        "data subject",
        "rights of data subjects",
        "consumer rights",
        "credit bureau",
        "appeal deadline",
      ]),
    );
    expect(evaluate(marked, indexes).notFirst).toEqual([]);
  });
});
