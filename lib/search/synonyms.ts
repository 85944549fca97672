import type { GlossaryTerm } from "../content/schema";
import type { Locale } from "../../i18n/locales";
import { fold } from "./normalize";

/**
 * Names visitors use for the same thing, across languages. The glossary adds its own Thai/English pairs; these are
 * the ones it cannot hold: abbreviations and the everyday word "credit bureau" for the legal "credit information
 * company".
 */
const BUILT_IN_SYNONYMS: readonly (readonly string[])[] = [
  [
    "NCB",
    "เครดิตบูโร",
    "บริษัทข้อมูลเครดิต",
    "บริษัท ข้อมูลเครดิตแห่งชาติ",
    "ข้อมูลเครดิตแห่งชาติ",
    "credit bureau",
    "National Credit Bureau",
    "credit information company",
  ],
  ["กคค.", "คณะกรรมการคุ้มครองข้อมูลเครดิต", "Credit Information Protection Committee", "CIPC"],
  ["ธปท.", "ธนาคารแห่งประเทศไทย", "Bank of Thailand", "BOT"],
  ["อุทธรณ์", "appeal"],
  // "complain" and "complaint" do not share a stem.
  ["ร้องเรียน", "complaint", "complain"],
  ["ข้อมูลเครดิต", "credit information", "credit data"],
  ["รายงานข้อมูลเครดิต", "credit report", "ตรวจเครดิตบูโร", "เช็คเครดิตบูโร"],
  ["คะแนนเครดิต", "credit score"],
  ["เจ้าของข้อมูล", "data subject", "data owner"],
  // The page's legacy path is ConsumerRight: the old site called the data subject's rights "consumer rights".
  ["สิทธิของเจ้าของข้อมูล", "สิทธิเจ้าของข้อมูล", "สิทธิผู้บริโภค", "consumer rights"],
  ["พ.ร.บ.", "พระราชบัญญัติ", "Act"],
  // How visitors ask, mapped to the words the pages use.
  ["ระยะเวลา", "นานแค่ไหน", "นานเท่าไร", "กี่ปี", "how long", "retention period"],
  ["ข้อมูลผิด", "ข้อมูลไม่ถูกต้อง", "โต้แย้ง", "wrong", "incorrect", "dispute"],
  ["องค์ประกอบ", "มีใครบ้าง", "รายชื่อ", "composition", "who is on", "who sits on", "members of the committee"],
  ["เบอร์โทร", "โทรศัพท์", "phone", "telephone"],
];

/** Words a visitor uses for credit data and the reports on it, and for it being wrong, fixed or refused. */
const CREDIT_DATA = ["ข้อมูล", "เครดิต", "เครดิตบูโร", "ประวัติ", "credit", "report", "data", "information", "record"];
const WRONG = ["ผิด", "ผิดพลาด", "ไม่ถูกต้อง", "ไม่ตรง", "คลาดเคลื่อน", "wrong", "mistake", "error", "incorrect"];
const FIX = ["แก้", "แก้ไข", "โต้แย้ง", "correct", "fix", "amend", "rectify", "dispute"];
const REFUSED = ["ปฏิเสธ", "ไม่อนุมัติ", "ไม่ผ่าน", "refuse", "reject", "decline", "deny", "denied", "turned down"];
const LOAN = ["สินเชื่อ", "กู้", "บัตรเครดิต", "loan", "credit", "mortgage", "card"];
/** Words for the bureau that holds the data (CREDIT_DATA has "เครดิตบูโร"), and for complaining about it or disagreeing. */
const BUREAU = ["บริษัทข้อมูลเครดิต", "NCB", "bureau"];
const COMPLAIN = ["ร้องเรียน", "ร้องทุกข์", "ไม่เห็นด้วย", "complain", "complaint", "disagree"];

/**
 * Two words that together mean what neither says alone, and how the pages of each language say it. Alone, "ผิด" is
 * mostly the Act's offence (ความผิด) or liability (ความรับผิด), and "wrong" or "mistake" could be anything; beside a
 * word for credit data they mean the visitor's data is wrong, which the pages call incorrect data, a dispute, a
 * correction. A query holding a word of each list also searches for the meaning, which counts for both words (see
 * query.ts).
 */
export type PhraseMeaning = {
  when: readonly [readonly string[], readonly string[]];
  means: Readonly<Record<Locale, readonly string[]>>;
};
export const PHRASE_MEANINGS: readonly PhraseMeaning[] = [
  {
    when: [CREDIT_DATA, WRONG],
    means: {
      th: ["ข้อมูลไม่ถูกต้อง", "โต้แย้งข้อมูลเครดิต", "แก้ไขข้อมูลเครดิต"],
      en: ["dispute credit data", "correct credit data", "data is wrong"],
    },
  },
  {
    when: [CREDIT_DATA, FIX],
    means: {
      th: ["แก้ไขข้อมูลเครดิต", "โต้แย้งข้อมูลเครดิต"],
      en: ["correct credit data", "dispute credit data"],
    },
  },
  {
    when: [LOAN, REFUSED],
    // Not "refused credit": the English index does not hold it whole, and its word "credit", on every page and in the
    // title of the bureau system's, weighed 2 ("bank turned down my loan" put that page first).
    means: { th: ["ถูกปฏิเสธสินเชื่อ", "ปฏิเสธสินเชื่อ"], en: ["refused"] },
  },
  // A data subject's complaint about their credit data, or about the bureau's answer, is a dispute and then an appeal
  // (sections 26 and 27): the pages call it that ("ร้องเรียน" alone is mostly about a lender's service, 1213).
  {
    when: [[...CREDIT_DATA, ...BUREAU], COMPLAIN],
    means: { th: ["โต้แย้งข้อมูลเครดิต", "อุทธรณ์ข้อโต้แย้ง"], en: ["dispute", "appeal"] },
  },
];

/**
 * Two-word English names of one thing, made one term wherever text is tokenized (index, query, synonyms), so they
 * find the same pages with the same scores. The spec says "data subject", English translations of the Act say
 * "data owner"; the pages may use either. A synonym group could not do this: it expands a phrase into
 * its single words, and "subject" alone is a rare word that ranks every page "subject to" something.
 */
export const SAME_PHRASES: readonly (readonly [canonical: string, other: string])[] = [["data subject", "data owner"]];

/** "บริษัทข้อมูลเครดิต (เครดิตบูโร)" → both names; a glossary entry may list alternatives in brackets or after "/". */
function names(text: string): string[] {
  return text
    .split(/[()/;]/)
    .map((part) => fold(part).replace(/[.,]/g, "").replace(/\s+/g, " ").trim())
    .filter((part) => part.length >= 2);
}

/** Synonym groups: the built-in ones and the glossary's pairs, merged where they share a name. */
export function synonymGroups(glossary: readonly GlossaryTerm[]): string[][] {
  const groups = [
    ...BUILT_IN_SYNONYMS.map((g) => g.flatMap(names)),
    ...glossary.map((g) => [...names(g.th), ...names(g.en)]),
  ];
  const merged: Set<string>[] = [];
  for (const group of groups) {
    const overlapping = merged.filter((m) => group.some((name) => m.has(name)));
    const target = new Set(group);
    for (const m of overlapping) {
      for (const name of m) target.add(name);
      merged.splice(merged.indexOf(m), 1);
    }
    merged.push(target);
  }
  return merged.map((set) => [...set].sort()).filter((g) => g.length >= 2);
}
