/**
 * Finds the statements of a deadline or a period in a page's Markdown ("ภายใน 30 วัน", "3 ปี", "within 60 days",
 * "36 months") and says, for each, whether its basis stands beside it: a section of the Act, a notification, the
 * Committee's appeal conditions, or the public source that gives a practice figure. "Beside" means in the same table
 * row, or in the same sentence of a paragraph or list item. Thai has no full stop, so a Thai sentence is cut where a
 * citation's bracket closes, and the basis must also lie within a short span of the number (a Thai sentence rarely
 * runs longer); an English sentence ends at its full stop.
 */

export type Lang = "th" | "en";
export type Deadline = { text: string; unit: string; based: boolean };

/** A number with a unit of time. "วันที่" is a date, not a period. */
const PERIOD: Record<Lang, RegExp> = {
  th: /\d[\d,]*\s*(?:วัน(?!ที่)|เดือน|ปี)/g,
  en: /\b\d[\d,]*(?:\s+|-)(?:days?|months?|years?)\b/gi,
};

/** What counts as a basis. A link to the Act summary reads as its section (done before matching, below). */
const BASIS: Record<Lang, RegExp> = {
  th: /มาตรา\s*\d|ประกาศ(?:คณะกรรมการ|ของ\s*กคค\.|\s*ของคณะกรรมการ)|เงื่อนไขการอุทธรณ์|ตามข้อมูลของ\s*(?:NCB|บริษัท ข้อมูลเครดิตแห่งชาติ)/g,
  en: /\bsections?\s+\d|\bs\.\s*\d|\bnotification\b|\bappeal conditions\b|\baccording to (?:NCB|the National Credit Bureau)\b/gi,
};

/** How far (in characters of visible text) a Thai basis may stand from its number and still be in its sentence. */
const THAI_SPAN = 200;

/** Visible text of a Markdown run: links to the Act summary become "มาตรา N"/"section N", other links their text. */
function visible(markdown: string, lang: Lang): string {
  const word = lang === "th" ? "มาตรา" : "section";
  return markdown
    .replace(/\[([^\]]*)\]\(\/Law\/act#[^)]*\)/g, (_m, text: string) =>
      new RegExp(`^(?:${word}|sections?)\\b`, "i").test(text) || text.startsWith("มาตรา") ? text : `${word} ${text}`,
    )
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The units a statement and its basis must share: table rows, and the sentences of paragraphs and list items. */
export function units(markdown: string, lang: Lang): string[] {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, "");
  const out: string[] = [];
  // Blocks: a blank line, a heading, a block line, a new list item or a table row starts a new one.
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) blocks.push(current.join(" "));
    current = [];
  };
  for (const line of body.split("\n")) {
    if (!line.trim()) flush();
    else if (/^#{1,6}\s/.test(line) || /^::/.test(line))
      flush(); // headings name a topic; blocks carry no text
    else if (/^\s*\|/.test(line)) {
      flush();
      if (!/^\s*\|[\s|:-]+\|\s*$/.test(line)) blocks.push(line);
    } else if (/^\s*(?:[-*+]|\d+\.)\s/.test(line)) {
      flush();
      current.push(line.replace(/^\s*(?:[-*+]|\d+\.)\s/, ""));
    } else current.push(line);
  }
  flush();
  for (const block of blocks) {
    const text = visible(block, lang);
    if (block.trimStart().startsWith("|")) out.push(text);
    else if (lang === "en") out.push(...text.split(/(?<=[.!?])\s+(?=[A-Z("“*])/));
    else out.push(...text.split(/(?<=\))\s+/));
  }
  return out.filter(Boolean);
}

/** Every period stated in a page, with whether its basis stands beside it. */
export function deadlines(markdown: string, lang: Lang): Deadline[] {
  return units(markdown, lang).flatMap((unit) => {
    const bases = [...unit.matchAll(BASIS[lang])].map((m) => m.index);
    return [...unit.matchAll(PERIOD[lang])].map((m) => ({
      text: m[0],
      unit,
      based: lang === "en" ? bases.length > 0 : bases.some((at) => Math.abs(at - m.index) <= THAI_SPAN),
    }));
  });
}
