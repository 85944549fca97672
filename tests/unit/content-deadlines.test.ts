import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deadlines, units, type Lang } from "./support/deadlines";

/**
 * A reader who acts on a deadline must see where it comes from: every period stated on the appeal route (the appeal
 * page, the start page and the appeal conditions) names its basis in the same sentence or table row (a section of
 * the Act, the Committee's appeal conditions, a notification, or the public source of a practice figure), and at
 * least 90% do on the rights and member pages that state deadlines too. What counts as a statement and as "beside"
 * is in tests/unit/support/deadlines.ts.
 */

const root = process.cwd();
const LANGS: readonly Lang[] = ["th", "en"];
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** The appeal route: every deadline here carries its basis. */
const routeFiles = (lang: Lang) => [
  `content/${lang}/Public/Appealprocess.md`,
  `content/${lang}/Public/AppealStart.md`,
  `content/overlays/appeal-conditions.${lang}.md`,
];

/** The pages that state deadlines a data subject or member acts on: at least 90% carry their basis. */
const deadlinePages = (lang: Lang) =>
  [
    "Public/ConsumerRight",
    "Public/Appealprocess",
    "Public/AppealStart",
    "Public/CollectionPeriod",
    "Public/ShouldKnow",
    "Member/MemberDuty",
  ].map((page) => `content/${lang}/${page}.md`);

const unbased = (file: string, lang: Lang) =>
  deadlines(read(file), lang)
    .filter((d) => !d.based)
    .map((d) => `${file}: "${d.text}" in: ${d.unit}`);

describe("deadlines with their basis beside them", () => {
  for (const lang of LANGS) {
    it(`names the basis of every deadline on the appeal route (${lang})`, () => {
      const found = routeFiles(lang).flatMap((file) => deadlines(read(file), lang));
      // The route states the 60 days, the 30 days of section 26 and the 10 years, among others.
      expect(found.length).toBeGreaterThanOrEqual(20);
      expect(routeFiles(lang).flatMap((file) => unbased(file, lang))).toEqual([]);
    });

    it(`names the basis of at least 90% of the deadlines on the rights and member pages (${lang})`, () => {
      const found = deadlinePages(lang).flatMap((file) => deadlines(read(file), lang));
      expect(found.length).toBeGreaterThanOrEqual(50);
      const based = found.filter((d) => d.based).length;
      expect(
        based / found.length,
        deadlinePages(lang)
          .flatMap((file) => unbased(file, lang))
          .join("\n"),
      ).toBeGreaterThanOrEqual(0.9);
    });
  }

  // The detector finds what it is for: a deadline whose basis is taken away, in a sentence, a list item or a row.
  it("catches a deadline that has lost its basis", () => {
    const th = "กคค. ต้องได้รับคำอุทธรณ์ภายใน 60 วันนับแต่วันที่ในหนังสือแจ้งสิทธิอุทธรณ์";
    expect(deadlines(th, "th").map((d) => d.based)).toEqual([false]);
    expect(deadlines(`${th} ตามเงื่อนไขการอุทธรณ์ของ กคค.`, "th").map((d) => d.based)).toEqual([true]);
    expect(deadlines("1. ต้องแจ้งผลภายใน 30 วัน ([มาตรา 26](/Law/act#s26))", "th")[0]?.based).toBe(true);
    expect(deadlines("| แจ้งผล | ภายใน 30 วัน | [26](/Law/act#s26) |", "th")[0]?.based).toBe(true);
    expect(deadlines("| แจ้งผล | ภายใน 30 วัน | |", "th")[0]?.based).toBe(false);
    // "วันที่" is a date, not a period.
    expect(deadlines("นับแต่วันที่ 5 วันที่ได้รับ", "th")).toEqual([]);
    // English: the basis must be in the same sentence, not the next one.
    expect(
      deadlines("You must ask within 30 days. The rule is in [section 28](/Law/act#s28).", "en").map((d) => d.based),
    ).toEqual([false]);
    expect(deadlines("Ask within 30 days of the refusal ([section 28](/Law/act#s28)).", "en")[0]?.based).toBe(true);
    expect(deadlines("It is kept for 10 years or as needed.", "en")[0]?.based).toBe(false);
    // A heading names a topic; the statement under it carries the basis.
    expect(units("## The 60-day limit {#sixty-days}", "en")).toEqual([]);
  });

  it("fails the appeal page once the Committee's appeal conditions are taken out of it", () => {
    for (const lang of LANGS) {
      const file = `content/${lang}/Public/Appealprocess.md`;
      const stripped = read(file).replace(/ตามเงื่อนไขการอุทธรณ์ของ กคค\.|under the Committee's appeal conditions/g, "");
      expect(deadlines(stripped, lang).filter((d) => !d.based).length, file).toBeGreaterThan(0);
    }
  });
});
