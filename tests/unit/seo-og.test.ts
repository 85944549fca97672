import { describe, expect, it } from "vitest";
import { cardData, cardVersion, ogImagePath } from "@/lib/og/card-data";
import { cardText, thaiPresentationForms, visibleLength, withThaiBreaks, ZWSP } from "@/lib/og/text";

const text = { title: "สิทธิของเจ้าของข้อมูล", committee: "คณะกรรมการ", tagline: "คำขวัญ", host: "example.go.th" };

describe("social card data", () => {
  it("names the top-level section of the page, or the tagline on the home page", () => {
    expect(cardData("th", "/Public/ConsumerRight", text).section).toBe("มุมประชาชน");
    expect(cardData("en", "/Public/ConsumerRight", text).section).toBe("For the public");
    expect(cardData("en", "/Law", text).section).toBe("Law");
    expect(cardData("th", "/", text).section).toBe("คำขวัญ");
  });

  it("has one image path per page per language", () => {
    expect(ogImagePath("th", "/")).toBe("/api/og/th");
    expect(ogImagePath("en", "/Law/act")).toBe("/api/og/en/Law/act");
  });

  it("versions the image by what it shows", () => {
    const a = cardData("th", "/Law/act", text);
    expect(cardVersion(a)).toBe(cardVersion({ ...a }));
    expect(cardVersion(a)).not.toBe(cardVersion({ ...a, title: "อื่น" }));
    expect(cardVersion(a)).toMatch(/^[0-9a-z]+$/);
  });
});

describe("Thai text for Satori", () => {
  it("puts a zero-width space at each Thai word boundary, and only there", () => {
    const out = withThaiBreaks("คณะกรรมการคุ้มครองข้อมูลเครดิต");
    expect(out.split(ZWSP)).toEqual(["คณะ", "กรรมการ", "คุ้มครอง", "ข้อมูล", "เครดิต"]);
    expect(withThaiBreaks("Credit data, section 25")).toBe("Credit data, section 25");
    // No break before punctuation, none added beside a real space.
    expect(withThaiBreaks("กคค. ที่ ปี่")).toBe("กคค. ที่ ปี่");
  });

  it("lowers tone marks that have no upper vowel under them", () => {
    expect(thaiPresentationForms("ต่")).toBe("ต\uF70A");
    expect(thaiPresentationForms("ข้อมูล")).toBe("ข\uF70Bอมูล");
    // Over an upper vowel, or before sara am, the mark stays high.
    expect(thaiPresentationForms("ที่")).toBe("ที่");
    expect(thaiPresentationForms("น้ำ")).toBe("น้ำ");
  });

  it("moves marks left of the ascender of ป ฝ ฟ ฬ", () => {
    expect(thaiPresentationForms("ป่")).toBe("ป\uF705");
    expect(thaiPresentationForms("ปี่")).toBe("ป\uF702\uF713");
    expect(thaiPresentationForms("ปั้น")).toBe("ป\uF710\uF714น");
  });

  it("clears the tails of ญ ฐ ฎ ฏ from vowels below", () => {
    expect(thaiPresentationForms("ญู")).toBe("\uF70Fู");
    expect(thaiPresentationForms("ฐุ")).toBe("\uF700ุ");
    expect(thaiPresentationForms("กฎุ")).toBe("กฎ\uF718");
    expect(thaiPresentationForms("ญา")).toBe("ญา");
  });

  it("leaves Latin text alone", () => {
    expect(cardText("Contact us")).toBe("Contact us");
  });

  it("counts width without the marks", () => {
    expect(visibleLength("ที่")).toBe(1);
    expect(visibleLength("ปั้น")).toBe(2);
    expect(visibleLength("Law")).toBe(3);
  });
});
