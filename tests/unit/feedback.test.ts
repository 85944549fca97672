import { describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/locales";
import { MemoryCache } from "@/lib/cache/memory";
import { feedbackSchema } from "@/lib/feedback/schema";
import { feedbackCounts, recordFeedback } from "@/lib/feedback/store";

describe("feedback answers", () => {
  it("accept a registry page, a locale and a boolean, and nothing else", () => {
    expect(feedbackSchema.safeParse({ path: "/Law/act", locale: "th", useful: true }).success).toBe(true);
    expect(feedbackSchema.safeParse({ path: "/", locale: "en", useful: false }).success).toBe(true);
    for (const bad of [
      { path: "/nope", locale: "th", useful: true },
      { path: "/Law/act", locale: "de", useful: true },
      { path: "/Law/act", locale: "th", useful: 1 },
      { path: "/Law/act", locale: "th", useful: true, comment: "my ID is 1234567890123" },
      null,
    ]) {
      expect(feedbackSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("are counted per page and language, most answered first", async () => {
    const cache = new MemoryCache();
    await recordFeedback(cache, { path: "/Law/act", locale: "th", useful: true });
    await recordFeedback(cache, { path: "/Law/act", locale: "th", useful: false });
    await recordFeedback(cache, { path: "/Law/act", locale: "th", useful: true });
    await recordFeedback(cache, { path: "/FAQ", locale: "en", useful: false });
    // What a store can hold that the site never writes (another version, another writer) is not read as a language.
    await recordFeedback(cache, { path: "/FAQ", locale: "de" as Locale, useful: true });
    await recordFeedback(cache, { path: "/FAQ", locale: "" as Locale, useful: true });
    expect(await feedbackCounts(cache)).toEqual([
      { locale: "th", path: "/Law/act", yes: 2, no: 1 },
      { locale: "en", path: "/FAQ", yes: 0, no: 1 },
    ]);
  });
});
