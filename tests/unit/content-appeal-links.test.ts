import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One tap from a right to its use: where the overview, about, law, member and FAQ pages (and the glossary and the
 * member FAQ) tell a data subject they may appeal to the Committee, the same paragraph, list item or table row links
 * to the appeal start page. The appeal pages themselves carry the start button and are not listed here.
 */

const root = process.cwd();
const LANGS = ["th", "en"] as const;
type Lang = (typeof LANGS)[number];

const PAGES = [
  "AboutUs",
  "AboutUs/CommittleeRole",
  "AboutUs/History",
  "AboutUs/ThailankCreditBureauSystem",
  "Law",
  "Member",
  "Member/PlaceDocument",
  "Public",
  "Public/BasicIntormation",
  "Public/FAQ",
  "Public/Glossary",
  "FAQ",
  "FAQ/Member",
  "FAQ/Public",
  "RelatedSite",
];

const START_LINK = "](/Public/AppealStart)";

/**
 * A statement that the reader (or a data subject) may appeal: "ท่านอุทธรณ์ต่อ กคค. ได้", "อาจอุทธรณ์ข้อโต้แย้งนั้นต่อ
 * กคค.", "มีสิทธิ…และอุทธรณ์ต่อ กคค.", "you can appeal", "the right to appeal". A question ("…ได้อย่างไร", "when you
 * can appeal") names the topic and is not a statement; "the letter telling you of your right to appeal" names a letter.
 */
const RIGHT: Record<Lang, RegExp> = {
  th: /(?:มีสิทธิ|อาจ|ท่าน|และ)\s*\[?อุทธรณ์(?:ข้อโต้แย้ง(?:นั้น)?)?ต่อ\s*(?:กคค\.|คณะกรรมการ)|อุทธรณ์(?:ข้อโต้แย้ง(?:นั้น)?)?ต่อ\s*กคค\.\]?(?:\([^)]*\))?\s*(?:เพื่อวินิจฉัยชี้ขาด)?ได้(?!อย่างไร|เมื่อใด)/,
  en: /\b(?<!when you )(?:can|may|(?<!of your )right to|rights to [^.|]*)\s*\[?appeal\b/i,
};

/** Paragraphs, list items and table rows of a page's body (headings name a topic and are left out). */
function blocks(markdown: string): string[] {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .split(/\n(?=\s*(?:[-*+]|\d+\.)\s|\|)|\n\n/)
    .filter((block) => !/^\s*#/.test(block));
}

const read = (file: string) => readFileSync(join(root, file), "utf8");

function unlinked(lang: Lang): string[] {
  const fromPages = PAGES.flatMap((page) => {
    const file = `content/${lang}/${page}.md`;
    return blocks(read(file)).map((text) => ({ where: file, text }));
  });
  const glossary = JSON.parse(read("content/data/glossary.json")) as { id: string; definition: Record<Lang, string> }[];
  const faq = JSON.parse(read("content/data/faq-member.json")) as { id: string; answer: Record<Lang, string> }[];
  const fromData = [
    ...glossary.map((term) => ({ where: `glossary.json#${term.id}`, text: term.definition[lang] })),
    ...faq.map((item) => ({ where: `faq-member.json#${item.id}`, text: item.answer[lang] })),
  ];
  return [...fromPages, ...fromData]
    .filter(({ text }) => RIGHT[lang].test(text) && !text.includes(START_LINK))
    .map(({ where, text }) => `${where}: ${text.slice(0, 120)}`);
}

describe("a stated right to appeal links to the appeal start", () => {
  for (const lang of LANGS) {
    it(`links every statement of the right to appeal to the appeal start (${lang})`, () => {
      expect(unlinked(lang)).toEqual([]);
    });
  }

  it("tells a statement of the right from a question or a letter's name", () => {
    expect(RIGHT.th.test("หากยังหาข้อยุติไม่ได้ ท่านอุทธรณ์ต่อ กคค. ได้ (มาตรา 27)")).toBe(true);
    expect(RIGHT.th.test("เจ้าของข้อมูลอาจอุทธรณ์ข้อโต้แย้งนั้นต่อ กคค. เพื่อวินิจฉัยชี้ขาด")).toBe(true);
    expect(RIGHT.th.test("มีสิทธิรับรู้ ตรวจสอบ ขอแก้ไข โต้แย้ง และอุทธรณ์ต่อ กคค. (มาตรา 25)")).toBe(true);
    expect(RIGHT.th.test("[ยื่นอุทธรณ์ต่อ กคค. ได้อย่างไร](/FAQ/Public#how-to-appeal)")).toBe(false);
    expect(RIGHT.en.test("If the dispute cannot be settled, you can appeal to the Committee (section 27).")).toBe(true);
    expect(RIGHT.en.test("The rights to check, correct, dispute and appeal (sections 25 to 28).")).toBe(true);
    expect(RIGHT.en.test("how to check and correct it, when you can appeal to the Committee")).toBe(false);
    expect(RIGHT.en.test("the letter telling you of your right to appeal")).toBe(false);
  });
});
