import { buildIndex } from "@/lib/search/build";
import type { SourcePage } from "@/lib/search/source";
import type { GlossaryTerm } from "@/lib/content/schema";

/** A few small pages in each language, for unit tests that must not depend on the real content. */
const page = (url: string, title: string, description: string, extra: Partial<SourcePage> = {}): SourcePage => ({
  url,
  title,
  description,
  keywords: [],
  image: "",
  headings: [],
  body: [],
  ...extra,
});

export const glossary: GlossaryTerm[] = [
  {
    id: "credit-bureau",
    th: "บริษัทข้อมูลเครดิต (เครดิตบูโร)",
    en: "Credit bureau",
    definition: { th: "บริษัทที่ได้รับอนุญาต", en: "A licensed company" },
  },
  { id: "appeal", th: "อุทธรณ์", en: "Appeal", definition: { th: "การยื่นต่อคณะกรรมการ", en: "Asking the Committee" } },
];

const thPages: SourcePage[] = [
  page(
    "/Public/CollectionPeriod",
    "ระยะเวลาการเก็บข้อมูลเครดิต",
    "บริษัทข้อมูลเครดิตเก็บข้อมูลของท่านได้นานเท่าใด และเมื่อครบกำหนดจะเป็นอย่างไร",
    {
      keywords: ["ระยะเวลาเก็บข้อมูล", "เครดิตบูโรเก็บกี่ปี"],
      headings: ["ข้อมูลอยู่ในระบบกี่ปี"],
      body: ["ข้อมูลบัญชีที่ปิดแล้วแสดงในรายงานได้ไม่เกิน 3 ปี นับแต่วันที่ปิดบัญชี"],
    },
  ),
  page("/Public/Appealprocess", "การอุทธรณ์", "ขั้นตอนการยื่นอุทธรณ์ต่อคณะกรรมการคุ้มครองข้อมูลเครดิตภายใน 60 วัน", {
    headings: ["ยื่นอุทธรณ์อย่างไร", "เอกสารที่ต้องใช้"],
    body: ["เจ้าของข้อมูลยื่นอุทธรณ์ต่อคณะกรรมการได้ภายใน 60 วัน นับแต่วันที่ได้รับหนังสือแจ้ง"],
  }),
  page("/Public/BasicIntormation", "ความรู้เบื้องต้นเกี่ยวกับข้อมูลเครดิต", "ข้อมูลเครดิตคืออะไร ใครดูได้ และใช้ทำอะไร", {
    body: ["บริษัทข้อมูลเครดิต (เครดิตบูโร) รวบรวมข้อมูลจากสถาบันการเงินสมาชิก <script>alert(1)</script> & อื่น ๆ"],
  }),
  page("/ContactUs", "ติดต่อเรา", "ที่อยู่ โทรศัพท์ และอีเมลของสำนักงานเลขานุการคณะกรรมการ", {
    body: ["หากมีคำถามเรื่องการอุทธรณ์ โปรดติดต่อสำนักงานในวันและเวลาทำการ"],
  }),
];

export const enPages: SourcePage[] = [
  page(
    "/en/Public/CollectionPeriod",
    "How long credit data is kept",
    "How long a credit bureau may keep each kind of information about you",
    {
      headings: ["Closed accounts"],
      body: ["A closed account stays on your report for at most 3 years after it was closed."],
    },
  ),
  page(
    "/en/Public/Appealprocess",
    "Appealing to the Committee",
    "How to appeal a credit data dispute to the Committee within 60 days",
    {
      headings: ["How to appeal"],
      body: ["You may appeal within 60 days of the letter. Appeals are decided by the Committee."],
    },
  ),
  page(
    "/en/Public/BasicIntormation",
    "Credit information basics",
    "What credit information is, who can see it and what it is used for",
    {
      body: ["The National Credit Bureau (NCB) collects data from member institutions."],
    },
  ),
  page("/en/ContactUs", "Contact us", "Address, phone and e-mail of the Committee's secretariat", {
    body: ["Questions about an appeal? Write to the secretariat."],
  }),
];

export const thIndex = buildIndex("th", thPages, glossary);
export const enIndex = buildIndex("en", enPages, glossary);
