import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedSource } from "../../scripts/text/thai-words";
import { icuSegments } from "@/lib/text/thai-segmenter";
import { thaiParts } from "@/lib/text/thai-words";
import { HEADING_BUDGET } from "@/lib/text/thai-word-list";

const kept = (text: string, budget?: number) =>
  thaiParts(text, budget)
    .filter((p) => p.keep)
    .map((p) => p.text);

describe("the site's Thai word list", () => {
  it("is up to date with content/ and messages/ (run `npm run text:words` after editing them)", () => {
    expect(readFileSync("lib/text/thai-words.generated.ts", "utf8")).toBe(generatedSource());
  });

  it("holds the words ICU splits that were seen split on a phone (ตรวจ|สอบ, หลัก|ฐาน, ที|ละ)", () => {
    for (const [word, sentence] of [
      ["ตรวจสอบ", "ก่อนตรวจสอบแล้ว"],
      ["หลักฐาน", "พร้อมหลักฐานไว้"],
      ["เบื้องต้น", "ความรู้เบื้องต้นเกี่ยวกับ"],
      ["ลงนาม", "ผู้อุทธรณ์ลงนาม"],
      ["ทีละ", "โปรดตรวจทีละหลัก"],
      // Compounds LibThai's dictionary lists as two words, seen split on a phone in Thai pages and dialogs.
      ["ข้อกำหนด", "โปรดยอมรับข้อกำหนดก่อน"],
      ["สายด่วน", "โทรสายด่วน 1213"],
      ["ระยะเวลา", "ภายในระยะเวลาที่กำหนด"],
      ["ที่อยู่", "กรอกที่อยู่ของท่าน"],
      // ICU cuts across them: ได้|รับคำ|ขอ, so rejoining its segments could never find them.
      ["คำขอ", "วันที่ได้รับคำขอ"],
      ["คำตอบ", "ต้องได้รับคำตอบ"],
    ]) {
      expect(
        icuSegments(sentence).map((s) => s.text),
        word,
      ).not.toContain(word);
      expect(kept(sentence), word).toContain(word);
    }
  });
});

describe("thaiParts", () => {
  it("gives back the text unchanged when the parts are joined", () => {
    const text = "ท่านตรวจสอบข้อมูลเครดิตที่เครดิตบูโรได้ (NCB) หลักฐานเบื้องต้น 60 วัน";
    expect(
      thaiParts(text)
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
  });

  it("keeps the protected terms and the split words whole, and leaves the rest free to break", () => {
    expect(kept("เขาตรวจสอบข้อมูลเครดิตที่เครดิตบูโรได้")).toEqual(["ตรวจสอบ", "ข้อมูลเครดิต", "เครดิตบูโร"]);
    const parts = thaiParts("เขาตรวจสอบ");
    expect(parts[0]).toEqual({ text: "เขา" });
  });

  it("keeps a section number with its word, and a longer term over one it starts inside", () => {
    expect(kept("under section 25(1) and sections 1–5")).toEqual(["section 25(1)", "sections 1–5"]);
    expect(kept("ตามมาตรา 25 แล้ว")).toEqual(["มาตรา 25"]);
    expect(kept("ประกาศคณะกรรมการคุ้มครองข้อมูลเครดิต")).toEqual(["คณะกรรมการคุ้มครองข้อมูลเครดิต"]);
  });

  it("boxes short words, not whole phrases: no box is longer than the longest protected term", () => {
    const text = readFileSync("content/th/Public/ConsumerRight.md", "utf8");
    const longest = Math.max(...kept(text).map((w) => w.length));
    expect(longest).toBeLessThanOrEqual(30);
  });

  it("in a large heading keeps only the terms a phone line holds, and marks long terms", () => {
    expect(kept("คณะกรรมการคุ้มครองข้อมูลเครดิต", HEADING_BUDGET.h1)).not.toContain("คณะกรรมการคุ้มครองข้อมูลเครดิต");
    expect(thaiParts("คณะกรรมการคุ้มครองข้อมูลเครดิต")[0]).toMatchObject({ keep: true, term: true, long: true });
  });

  it("leaves English alone", () => {
    expect(thaiParts("Credit Information Protection Committee")).toEqual([
      { text: "Credit Information Protection Committee" },
    ]);
  });
});
