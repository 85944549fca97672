import { describe, expect, it } from "vitest";
import { redactPersonalData } from "@/lib/privacy/redact";
import { statsQuery } from "@/lib/search/stats";
import { compact, innocent, leftIn, personal } from "./support/redaction-corpus";

/**
 * The corpus (tests/fixtures/redaction-corpus.json): each spelling of an ID, phone, account, passport, e-mail address,
 * name, address, account name or plate, and the pieces of it that must not remain once redacted. The check reads what
 * was stored in its own way (support/redaction-corpus.ts), so a spelling the redaction misses cannot hide from it.
 */
describe("no spelling in the corpus leaves personal data in the stored text", () => {
  it("holds at least 200 spellings of every kind", () => {
    expect(personal.length).toBeGreaterThanOrEqual(200);
    expect(new Set(personal.map((s) => s.kind))).toEqual(
      new Set(["id", "phone", "number", "passport", "email", "name", "address", "handle", "plate", "mixed"]),
    );
  });

  it.each(personal.map((s) => [s.kind, s.text, s] as const))("%s: %j", (_kind, text, spelling) => {
    const stored = redactPersonalData(text);
    expect(leftIn(stored, spelling), stored).toEqual([]);
  });

  it.each(personal.map((s) => [s.kind, s.text, s] as const))("search insights, %s: %j", (_kind, text, spelling) => {
    const counted = statsQuery(text);
    expect(leftIn(counted, spelling), counted).toEqual([]);
  });
});

describe("innocent text stays as written", () => {
  it.each(innocent)("%j", (text) => {
    expect(redactPersonalData(text)).toBe(text);
  });
});

describe("the corpus check itself", () => {
  it("reads digits of any script, number words and invisible characters as the redaction should", () => {
    expect(compact("๐๘๑\u200b٢٣٤-𝟓𝟔𝟕𝟖")).toBe("0812345678");
    expect(compact("ศูนย์แปด one")).toBe("081");
    expect(leftIn("โทร 081 234 5678", { kind: "phone", text: "", gone: ["0812345678"] })).toEqual(["0812345678"]);
    // Five digits of a long number in a row are a leak too.
    expect(leftIn("โทร [phone] 45678", { kind: "phone", text: "", gone: ["0812345678"] })).toEqual(["0812345678"]);
    expect(leftIn("โทร [phone]", { kind: "phone", text: "", gone: ["0812345678"] })).toEqual([]);
  });
});
