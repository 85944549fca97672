/**
 * Renders sample social cards to tmp/og/*.png so a person can look at them (Thai marks in place, long
 * titles wrapping between words), and prints how long each card takes. Run: `npx tsx scripts/og/render-samples.ts`.
 * Fails if the renderer tried to fetch a font, which means some character has no glyph in the committed fonts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import en from "@/messages/en.json";
import th from "@/messages/th.json";
import { parsePage } from "@/lib/content/parse";
import { type Locale, locales } from "@/i18n/locales";
import { cardData, type CardData } from "@/lib/og/card-data";
import { loadCardFonts } from "@/lib/og/fonts";
import { renderCard } from "@/lib/og/render";
import { contentSlug, routes } from "@/lib/routes";

const OUT = join(process.cwd(), "tmp", "og");
const messages = { th, en };
const host = "ccip.example.go.th";

// The renderer loads its own WebAssembly from data: URLs; any other fetch is a font download for a missing glyph.
const fetches: string[] = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith("data:")) return realFetch(input, init);
  fetches.push(url);
  throw new Error("offline: a glyph is missing from the committed fonts");
}) as typeof fetch;

function card(locale: Locale, path: string, title: string): CardData {
  const site = messages[locale].site;
  return cardData(locale, path, { title, committee: site.name, tagline: site.tagline, host });
}

/** The hand-picked cases first: short, long, the longest allowed, marks that collide in other fonts, mixed script. */
const samples: [string, CardData][] = [
  ["th-short", card("th", "/ContactUs", "ติดต่อเรา")],
  ["th-ascenders", card("th", "/Public", "ป่าไผ่ ฝั่งฟ้า น้ำป้ำ ปั้นปุ่น ฎีกา กฎุ ญูฐุ ทันตแพทย์")],
  ["en-short", card("en", "/ContactUs", "Contact us")],
  ["th-marks", card("th", "/Public/FAQ", "ที่ ปี่ ญี่ ปั้น ผู้ ข้อมูล: ผู้ที่ปั้นข้อมูลปี่ญี่ปุ่นที่นี่")],
  ["th-long", card("th", "/Law/act", "พระราชบัญญัติการประกอบธุรกิจข้อมูลเครดิต พ.ศ. 2545 และที่แก้ไขเพิ่มเติมฉบับล่าสุด")],
  [
    "en-long",
    card("en", "/Law/act", "The Credit Information Business Act B.E. 2545 (2002) and its amendments, explained"),
  ],
  [
    "th-longest",
    card(
      "th",
      "/Public/Appealprocess",
      "ขั้นตอนการยื่นอุทธรณ์ต่อคณะกรรมการคุ้มครองข้อมูลเครดิตเมื่อบริษัทข้อมูลเครดิตไม่แก้ไขข้อมูลที่ไม่ถูกต้องของท่าน",
    ),
  ],
  [
    "en-longest",
    card(
      "en",
      "/Public/Appealprocess",
      "How to appeal to the committee when a credit bureau will not correct data about you that is wrong",
    ),
  ],
  ["th-mixed", card("th", "/Member/FAQ", "คำถามเรื่อง NCB, Credit Scoring และมาตรา 25 ที่สมาชิกถามบ่อย")],
  ["th-home", card("th", "/", "คณะกรรมการคุ้มครองข้อมูลเครดิต")],
  ["en-home", card("en", "/", "Credit Information Protection Committee")],
];

// Then every content page written so far, in both languages, as the site will show them.
for (const locale of locales) {
  for (const { path } of routes) {
    const file = join(process.cwd(), "content", locale, `${contentSlug(path)}.md`);
    if (!existsSync(file)) continue;
    const { title } = parsePage(readFileSync(file, "utf8"), file).frontmatter;
    samples.push([`page-${locale}-${contentSlug(path).replaceAll("/", "-")}`, card(locale, path, title)]);
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const fonts = await loadCardFonts();
  const times: number[] = [];
  for (const [name, data] of samples) {
    const start = performance.now();
    const png = Buffer.from(await renderCard(data, fonts).arrayBuffer());
    times.push(performance.now() - start);
    writeFileSync(join(OUT, `${name}.png`), png);
    console.log(`${name}.png  ${png.length} bytes  ${times.at(-1)!.toFixed(0)} ms`);
  }
  const warm = times.slice(1);
  const mean = warm.reduce((a, b) => a + b, 0) / Math.max(1, warm.length);
  console.log(
    `\n${samples.length} cards in ${OUT}; first ${times[0].toFixed(0)} ms (loads the renderer), then ${mean.toFixed(0)} ms per card on average`,
  );
  if (fetches.length) {
    console.error(`The renderer tried to download fonts (missing glyphs):\n${fetches.join("\n")}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
