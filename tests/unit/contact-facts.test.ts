import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formText } from "@/lib/appeal-form/labels";
import { governmentOrganization } from "@/lib/seo/json-ld";
import { contactsSchema } from "@/lib/content/schema";
import { locales } from "@/i18n/locales";

/**
 * Two facts a reader relies on. 1213 is the Bank of Thailand's Financial Consumer Protection Center (ศคง.), which
 * takes complaints about financial institutions, not appeals: it may appear only beside that centre's name, never
 * as the Committee's own number. And personal data is kept "10 years or as needed" (spec section 9): one phrase in
 * each language wherever retention is stated, never "as the law requires" or another drift.
 */
const root = process.cwd();
const contacts = contactsSchema.parse(JSON.parse(readFileSync(join(root, "content/data/contacts.json"), "utf8")));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(md|json)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every line a visitor may read: content/, messages/ and the printed form's words. */
function lines(): { where: string; text: string }[] {
  const sources = [...files(join(root, "content")), join(root, "messages/th.json"), join(root, "messages/en.json")];
  const out = sources.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .map((text, i) => ({ where: `${file.slice(root.length + 1)}:${i + 1}`, text })),
  );
  for (const locale of locales) out.push({ where: `appeal form (${locale})`, text: JSON.stringify(formText[locale]) });
  return out;
}

/** Units of meaning: a Markdown section (heading to heading), or the innermost JSON object holding a string. */
function units(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (!value || typeof value !== "object") return;
    const own = Object.values(value).some((v) => typeof v === "string");
    if (own) out.push({ where, text: JSON.stringify(value) });
    for (const [key, item] of Object.entries(value))
      if (item && typeof item === "object") walk(item, `${where}.${key}`);
  };
  for (const file of [
    ...files(join(root, "content")),
    join(root, "messages/th.json"),
    join(root, "messages/en.json"),
  ]) {
    const text = readFileSync(file, "utf8");
    const where = file.slice(root.length + 1);
    if (file.endsWith(".json")) walk(JSON.parse(text), where);
    else
      // Front-matter keywords are search words ("1213 hotline"), not a statement of whose line it is.
      text
        .replace(/^keywords:.*$/m, "")
        .split(/\n(?=#{1,4} )/)
        .forEach((section, i) => out.push({ where: `${where} section ${i}`, text: section }));
  }
  return out;
}

const FCC = /ศคง\.|ศูนย์คุ้มครองผู้ใช้บริการทางการเงิน|Financial Consumer Protection Center|\bFCC\b|1213\.or\.th/;

/** Sections and records naming 1213 without the centre it belongs to. */
export function strayHotline(texts: { where: string; text: string }[]) {
  return texts.filter((l) => /(?<![\d.])1213(?!\d)/.test(l.text) && !FCC.test(l.text)).map((l) => l.where);
}

const RETENTION: Record<"th" | "en", { stated: RegExp; about: RegExp; phrase: string }> = {
  // "5 ถึง 10 ปี" and "5 to 10 years" are prison terms, not retention.
  th: { stated: /(?<!ถึง |[–-])10 ปี/, about: /เก็บ|ข้อมูลส่วนบุคคล/, phrase: "10 ปี หรือนานเท่าที่จำเป็น" },
  en: {
    stated: /(?<!to |[–-])10 years(?!')/,
    about: /kept|keep|retain|personal data/i,
    phrase: "10 years or as needed",
  },
};

const states = (text: string, lang: "th" | "en") =>
  RETENTION[lang].stated.test(text) && RETENTION[lang].about.test(text);

/** Lines stating how long personal data is kept, in words other than the one phrase. */
export function retentionDrift(texts: { where: string; text: string }[]) {
  return texts
    .map((l) => ({ ...l, text: l.text.replace(/\*\*/g, "") }))
    .filter((l) =>
      (["th", "en"] as const).some((lang) => states(l.text, lang) && !l.text.includes(RETENTION[lang].phrase)),
    )
    .map((l) => l.where);
}

describe("the Committee's contacts and stated retention", () => {
  it("keeps 1213 beside the Financial Consumer Protection Center's name, never alone", () => {
    expect(contacts.phone).not.toContain("1213");
    for (const locale of locales) expect(contacts.hotline.label[locale]).toMatch(FCC);
    expect(strayHotline(units())).toEqual([]);
    // The Committee's own facts (name, address, phone, fax, e-mail, hours, directions) never carry it.
    const { hotline, ...committee } = contacts;
    expect(hotline.number).toBe("1213");
    expect(JSON.stringify(committee)).not.toContain("1213");
  });

  it("never gives 1213 as the Committee's number in its structured data", () => {
    for (const locale of locales) {
      const org = JSON.stringify(governmentOrganization(locale, contacts, "x"));
      expect(org).not.toContain("1213");
      expect(org).not.toContain("contactPoint");
    }
  });

  it('says "10 years or as needed" (and its Thai) wherever retention is stated', () => {
    const stated = lines().filter((l) =>
      (["th", "en"] as const).some((lang) => RETENTION[lang].stated.test(l.text.replace(/\*\*/g, ""))),
    );
    expect(stated.length, "retention is stated somewhere").toBeGreaterThanOrEqual(6);
    expect(retentionDrift(lines())).toEqual([]);
  });

  it("catches the drifts it is for", () => {
    expect(strayHotline([{ where: "x", text: "สายด่วน 1213" }])).toEqual(["x"]);
    expect(retentionDrift([{ where: "a", text: "kept for 10 years or for as long as the law requires" }])).toEqual([
      "a",
    ]);
    expect(retentionDrift([{ where: "b", text: "เก็บรักษาไว้ **10 ปี** หรือตามระยะเวลาที่จำเป็น" }])).toEqual(["b"]);
  });
});
