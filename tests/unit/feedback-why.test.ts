import { describe, expect, it } from "vitest";
import { MemoryCache } from "@/lib/cache/memory";
import { redactPersonalData } from "@/lib/privacy/redact";
import { latestWhy, recordWhy, whySchema, WHY_KEPT } from "@/lib/feedback/why";

describe("redactPersonalData", () => {
  it.each([
    ["บัตร 1-2345-67890-12-3 ครับ", "บัตร [ID] ครับ"],
    ["id 1234567890123", "id [ID]"],
    ["เลข ๑๒๓๔๕๖๗๘๙๐๑๒๓", "เลข [ID]"],
    ["โทร 081-234-5678 นะ", "โทร [phone] นะ"],
    ["call 0812345678", "call [phone]"],
    ["call +66 81 234 5678", "call [phone]"],
    ["office 02 123 4567", "office [phone]"],
    ["mail me: som.chai+x@example.co.th please", "mail me: [email] please"],
    ["บัญชี 123-4-56789-0", "บัญชี [number]"],
  ])("%s", (text, expected) => {
    expect(redactPersonalData(text)).toBe(expected);
  });

  it("keeps ordinary text, dates, sections and short numbers", () => {
    const text = "อยากรู้ว่าอุทธรณ์ภายใน 60 วันนับจาก 15/01/2569 ตามมาตรา 27 ได้ไหม";
    expect(redactPersonalData(text)).toBe(text);
  });
});

describe("why answers", () => {
  it("accept a registry page, a locale and up to 500 characters, and nothing else", () => {
    expect(whySchema.safeParse({ path: "/Law/act", locale: "th", why: "หาแบบฟอร์ม" }).success).toBe(true);
    for (const bad of [
      { path: "/nope", locale: "th", why: "x" },
      { path: "/Law/act", locale: "th", why: "   " },
      { path: "/Law/act", locale: "th", why: "x".repeat(501) },
      { path: "/Law/act", locale: "th", why: "x", useful: false },
    ]) {
      expect(whySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("are stored redacted, newest first, and only the latest are kept", async () => {
    const cache = new MemoryCache();
    // As the route stores them: parsed first, which redacts.
    await recordWhy(cache, whySchema.parse({ path: "/Law/act", locale: "th", why: "โทรหาผมที่ 0812345678" }));
    await recordWhy(cache, whySchema.parse({ path: "/FAQ", locale: "en", why: "looking for the form" }));
    expect(await latestWhy(cache)).toEqual([
      { locale: "en", path: "/FAQ", text: "looking for the form", n: 2 },
      { locale: "th", path: "/Law/act", text: "โทรหาผมที่ [phone]", n: 1 },
    ]);
    for (let i = 0; i < WHY_KEPT + 5; i++)
      await recordWhy(cache, whySchema.parse({ path: "/", locale: "th", why: `a${i}` }));
    const kept = await latestWhy(cache);
    expect(kept).toHaveLength(WHY_KEPT);
    expect(kept[0].text).toBe(`a${WHY_KEPT + 4}`);
  });
});
