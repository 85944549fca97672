import { readdirSync, readFileSync } from "node:fs";
import matter from "gray-matter";
import { COLLECTIONS } from "@/lib/content/collection-schema";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { formText } from "@/lib/appeal-form/labels";
import { parsePage } from "@/lib/content/parse";
import contacts from "@/content/data/contacts.json";
import { APPEAL_HELPER_PATH } from "@/lib/routes";

/**
 * Every sentence a reader sees must rest on a fact. These checks read everything a visitor can read (page
 * Markdown, overlays, the data files, the UI messages and the words of the appeal PDF) and fail on the claims an
 * independent reader found unsupported: our appeal form presented as the Committee's official form, /Law/act called
 * the "full text" of the Act, notifications called "latest", a unit or department name no source gives, a second
 * English word for เจ้าของข้อมูล, and two pages with the same title.
 *
 * Each check is a pure function over texts, so the last block proves it can fail on a sentence that breaks it.
 */

type Lang = "th" | "en";
type Text = { where: string; lang: Lang; text: string };

const root = process.cwd();
const content = join(root, "content");

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path, ext) : entry.name.endsWith(ext) ? [path] : [];
  });
}

/** Every string in a JSON value with its key path; a value under a "th" or "en" key is in that language. */
function jsonStrings(value: unknown, where: string, lang: Lang | undefined, out: Text[]): Text[] {
  if (typeof value === "string") {
    out.push({ where, lang: lang ?? (/[\u0E00-\u0E7F]/.test(value) ? "th" : "en"), text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => jsonStrings(item, `${where}[${i}]`, lang, out));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      jsonStrings(item, `${where}.${key}`, key === "th" || key === "en" ? key : lang, out);
    }
  }
  return out;
}

const rel = (path: string) => relative(root, path);

/** Everything a visitor can read, with where it lives. */
function corpus(): Text[] {
  const texts: Text[] = [];
  for (const lang of ["th", "en"] as const) {
    for (const file of files(join(content, lang), ".md"))
      texts.push({ where: rel(file), lang, text: readFileSync(file, "utf8") });
    const messages = JSON.parse(readFileSync(join(root, "messages", `${lang}.json`), "utf8"));
    jsonStrings(messages, `messages/${lang}.json`, lang, texts);
    jsonStrings(formText[lang], `appeal PDF (lib/appeal-form/labels.ts ${lang})`, lang, texts);
  }
  for (const file of files(join(content, "overlays"), ".md")) {
    texts.push({ where: rel(file), lang: file.endsWith(".th.md") ? "th" : "en", text: readFileSync(file, "utf8") });
  }
  for (const file of [...files(join(content, "data"), ".json"), ...files(join(content, "overlays"), ".json")]) {
    jsonStrings(JSON.parse(readFileSync(file, "utf8")), rel(file), undefined, texts);
  }
  return texts;
}

// 1. Our appeal form is not an official form (the Committee's website speaks as the Committee, not as "this website"). The only sentences allowed to say "official form" are
//    these, which say the opposite; the PDF, the conditions modal and the appeal pages carry them word for word.
const FORM_NOTICE: Record<Lang, readonly string[]> = {
  th: [
    "แบบฟอร์มนี้มีไว้เพื่อช่วยให้ท่านรวบรวมข้อมูลที่การอุทธรณ์ต้องใช้ได้ครบถ้วน และไม่ใช่แบบฟอร์มทางการ",
    "หากฝ่ายเลขานุการของ กคค. ให้แบบฟอร์มทางการแก่ท่าน ให้ใช้แบบฟอร์มทางการนั้นแทน",
  ],
  en: [
    "We provide this form to help you set out everything an appeal needs; it is not an official form.",
    "Where the Committee's secretariat gives you an official form, use that one instead.",
  ],
};
const OFFICIAL_FORM: Record<Lang, RegExp> = {
  en: /\bofficial\s+(?:appeal\s+)?form\b|\bform\s+(?:no\.|number)\s*\w|\bseal\b/gi,
  th: /แบบ(?:ฟอร์ม|คำอุทธรณ์)\s*(?:ที่เป็น|อย่างเป็น|ฉบับ)?\s*ทางการ|ตราประทับ|เลขที่แบบ/g,
};

// 2. /Law/act is a summary: nothing calls what we hold "the full text".
const FULL_TEXT: Record<Lang, RegExp> = {
  en: /\bfull\s+text\b|\bcomplete\s+text\b|\bwhole\s+(?:text|Act)\b/gi,
  th: /ฉบับเต็ม|ตัวบทเต็ม/g,
};

// 3. Our notifications list is "in our records", never "latest". UI strings about a page's own review date and the
//    staff statistics window are not about notifications.
const LATEST: Record<Lang, RegExp> = { en: /\blatest\b|\bmost\s+recent\b/gi, th: /ล่าสุด/g };
const LATEST_ALLOWED = new Set(["messages/th.json.page.updated", "messages/th.json.staff.lastDays"]);

// 4. Unit names. The facts give no unit of the secretariat (ContactUs.md: "unit name: not found"): a name of an
//    office, department or centre must be in contacts.json, or be one of the public bodies below, each named in
//    the facts or in section 29 of the Act (the Committee's members).
const UNIT: Record<Lang, RegExp> = {
  en: /(?:\b[A-Z][\w'-]*\s+){0,6}\b(?:Department|Division|Unit|Office|Centre|Center|Secretariat)\b(?:\s+of(?:\s+the)?(?:\s+[A-Z][\w'-]*)+)?/g,
  // Thai writes a name without spaces: the match runs to the next space, so it holds the whole name.
  th: /(?:สำนักงาน|สำนัก|ศูนย์|กอง|ฝ่าย|ส่วน)(?:เลขา|กำกับ|คุ้มครอง|บริการ|ตรวจสอบ|นโยบาย|กฎหมาย|ข้อมูลเครดิต|คณะกรรมการ|ปลัด|ประกัน|เศรษฐกิจ)[\u0E00-\u0E7F.]*/g,
};
const contactNames = jsonStrings(contacts, "contacts", undefined, []).map((t) => t.text);
const OTHER_BODIES: readonly string[] = [
  // Public bodies: the Council of State (S-KRIS), the Act's s.29 members (AboutUs-CommitteeNameList.md).
  "Office of the Council of State",
  "สำนักงานคณะกรรมการกฤษฎีกา",
  "Office of the Prime Minister",
  "Office of Insurance Commission",
  "Department of Provincial Administration",
  "Department of Business Development",
  "Cooperative Promotion Department",
  "Fiscal Policy Office",
  "National Electronics and Computer Technology Center",
  "สำนักงานเศรษฐกิจการคลัง",
  "สำนักงานคณะกรรมการกำกับหลักทรัพย์และตลาดหลักทรัพย์",
  "สำนักงานคณะกรรมการกำกับและส่งเสริมการประกอบธุรกิจประกันภัย",
  "สำนักงานปลัดสำนักนายกรัฐมนตรี",
  "สำนักงานคณะกรรมการคุ้มครองผู้บริโภค",
  "Office of the Consumer Protection Board",
  // Generic words, not a unit's name: the Committee's secretariat (s.29), an institution's own customer service (S-FCC).
  "ฝ่ายเลขานุการ",
  "ศูนย์บริการลูกค้า",
];
/** Allowed: part of a contacts.json entry, or one of the bodies above (a Thai match may run on into the next word). */
const unitAllowed = (name: string) => {
  // An English match may start with a word of the sentence ("Bank of Thailand's Financial ... Center"): try each tail.
  const words = name.split(/\s+/);
  // A tail keeps at least two words, so a bare "Department" never passes as part of a known name.
  const tails = words
    .map((_, i) => words.slice(i))
    .filter((tail, i) => i === 0 || tail.length >= 2)
    .map((tail) => tail.join(" "));
  return tails.some(
    (tail) =>
      [...contactNames, ...OTHER_BODIES].some((known) => known.includes(tail)) ||
      OTHER_BODIES.some((body) => tail.startsWith(body)),
  );
};

// 6. One English word for เจ้าของข้อมูล: "data subject". "Data owner" appears once, in the glossary entry's name.
const DATA_OWNER = /\bdata\s+owners?\b/gi;
const DATA_OWNER_ALLOWED = "content/data/glossary.json[32].en";

type Finding = { where: string; match: string };

type Allowed = (t: Text, match: string) => boolean;

function find(texts: readonly Text[], patterns: Record<Lang, RegExp>, allowed: Allowed = () => false): Finding[] {
  return texts.flatMap((t) => {
    const langs: Lang[] = t.lang === "en" ? ["en"] : ["th", "en"]; // Thai text may quote English words
    return langs.flatMap((lang) =>
      [...t.text.matchAll(patterns[lang])]
        .filter((m) => !allowed(t, m[0]))
        .map((m) => ({ where: t.where, match: m[0] })),
    );
  });
}

const checks = {
  officialForm(texts: readonly Text[]): Finding[] {
    const stripped = texts.map((t) => ({
      ...t,
      text: [...FORM_NOTICE.th, ...FORM_NOTICE.en].reduce((s, ok) => s.split(ok).join(" "), t.text),
    }));
    return find(stripped, OFFICIAL_FORM);
  },
  fullText: (texts: readonly Text[]) => find(texts, FULL_TEXT),
  latest: (texts: readonly Text[]) => find(texts, LATEST, (t) => LATEST_ALLOWED.has(t.where)),
  unitNames: (texts: readonly Text[]) => find(texts, UNIT, (_t, match) => unitAllowed(match)),
  dataOwner: (texts: readonly Text[]) =>
    find(
      texts,
      { en: DATA_OWNER, th: DATA_OWNER },
      (t) => t.where === DATA_OWNER_ALLOWED && t.text.includes("(data owner)"),
    ),
  /** Titles per language, compared without case, spacing or punctuation: two pages must never share one. */
  duplicateTitles(pages: readonly { where: string; lang: Lang; title: string }[]): Finding[] {
    const seen = new Map<string, string>();
    const found: Finding[] = [];
    for (const page of pages) {
      const key = `${page.lang}:${page.title
        .normalize("NFC")
        .toLowerCase()
        .replace(/[\s\p{P}]+/gu, "")}`;
      const first = seen.get(key);
      if (first) found.push({ where: `${first} and ${page.where}`, match: page.title });
      else seen.set(key, page.where);
    }
    return found;
  },
};

/** A notification's or ruling's file: its front matter is the collection's (lib/content/collection-schema.ts). */
const COLLECTION_DIR = new RegExp(
  `/(?:${Object.values(COLLECTIONS)
    .map((c) => c.dir)
    .join("|")})/`,
);

function pageTitles() {
  return (["th", "en"] as const).flatMap((lang) =>
    files(join(content, lang), ".md").map((file) => ({
      where: rel(file),
      lang,
      title: COLLECTION_DIR.test(file)
        ? String(matter(readFileSync(file, "utf8")).data.title)
        : parsePage(readFileSync(file, "utf8"), file).frontmatter.title,
    })),
  );
}

describe("content a reader can trust", () => {
  const texts = corpus();

  it("reads every kind of text a visitor sees", () => {
    for (const part of [
      "content/th/",
      "content/en/",
      "content/overlays/",
      "content/data/",
      "messages/",
      "appeal PDF",
    ]) {
      expect(
        texts.some((t) => t.where.startsWith(part)),
        part,
      ).toBe(true);
    }
  });

  it("never presents our appeal form as the Committee's official form", () => {
    expect(checks.officialForm(texts)).toEqual([]);
  });

  it("says what the appeal form is on the PDF, in the conditions modal and on the appeal pages", () => {
    for (const lang of ["th", "en"] as const) {
      expect(formText[lang].notice).toEqual(FORM_NOTICE[lang]);
      for (const where of [
        `content/overlays/appeal-conditions.${lang}.md`,
        `content/${lang}/Public/Appealprocess.md`,
        `content/${lang}${APPEAL_HELPER_PATH}.md`,
      ]) {
        const text = texts.find((t) => t.where === where)?.text ?? "";
        expect(text.replace(/\s+/g, " "), where).toContain(FORM_NOTICE[lang].join(" "));
      }
    }
  });

  it("never calls the Act's summary the full text", () => {
    expect(checks.fullText(texts)).toEqual([]);
  });

  it("never calls notifications the latest", () => {
    expect(checks.latest(texts)).toEqual([]);
  });

  it("names no office, department or unit that the contacts file or the facts do not give", () => {
    expect(checks.unitNames(texts)).toEqual([]);
  });

  it('says "data subject" in English, with "data owner" only once, in the glossary', () => {
    expect(checks.dataOwner(texts)).toEqual([]);
    expect(texts.filter((t) => t.lang === "en" && /\bdata\s+owners?\b/i.test(t.text)).map((t) => t.where)).toEqual([
      DATA_OWNER_ALLOWED,
    ]);
  });

  it("gives every page a title of its own in each language", () => {
    const titles = pageTitles();
    expect(titles.length).toBeGreaterThan(50);
    expect(checks.duplicateTitles(titles)).toEqual([]);
  });

  // Each check finds what it is for: a sentence that breaks the rule fails it.
  it("catches each kind of claim it is for", () => {
    const t = (text: string, lang: Lang = "en", where = "content/en/x.md"): Text[] => [{ where, lang, text }];
    expect(checks.officialForm(t("Download the Committee's official form."))).toHaveLength(1);
    expect(checks.officialForm(t("ดาวน์โหลดแบบฟอร์มอย่างเป็นทางการของ กคค.", "th"))).toHaveLength(1);
    expect(checks.officialForm(t("แบบคำอุทธรณ์ทางการ", "th"))).toHaveLength(1);
    expect(checks.officialForm(t(FORM_NOTICE.en.join(" ")))).toEqual([]);
    expect(checks.fullText(t("Read the full text of the Act."))).toHaveLength(1);
    expect(checks.fullText(t("อ่านตัวบทฉบับเต็ม", "th"))).toHaveLength(1);
    expect(checks.latest(t("Latest notifications"))).toHaveLength(1);
    expect(checks.latest(t("ประกาศล่าสุด", "th"))).toHaveLength(1);
    expect(checks.unitNames(t("Write to the Credit Information Supervision Department."))).toHaveLength(1);
    expect(checks.unitNames(t("ติดต่อสำนักงานเลขานุการ กคค.", "th"))).toHaveLength(1);
    expect(checks.unitNames(t("ติดต่อส่วนกำกับข้อมูลเครดิต ธปท.", "th"))).toHaveLength(1);
    expect(checks.unitNames(t("Call the Financial Consumer Protection Center."))).toEqual([]);
    expect(checks.dataOwner(t("The data owner may appeal."))).toHaveLength(1);
    const page = (where: string, title: string) => ({ where, lang: "en" as const, title });
    expect(
      checks.duplicateTitles([page("a", "Questions from the public"), page("b", "Questions from the Public.")]),
    ).toHaveLength(1);
    expect(checks.duplicateTitles([page("a", "Questions"), { ...page("b", "Questions"), lang: "th" }])).toEqual([]);
  });
});
