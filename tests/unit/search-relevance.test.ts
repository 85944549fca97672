import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildIndex } from "@/lib/search/build";
import { loadContentData, loadSourcePages } from "@/lib/search/source";
import { evaluate, loadSuite } from "@/scripts/search/relevance";

/** The relevance suite over the real content (built fresh, not the committed index): `npm run bench:search` prints it. */
describe("search relevance", () => {
  const root = join(process.cwd(), "content");
  const data = loadContentData(root);
  const indexes = {
    th: buildIndex("th", loadSourcePages(root, "th", data), data.glossary),
    en: buildIndex("en", loadSourcePages(root, "en", data), data.glossary),
  };
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
});
