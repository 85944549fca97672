/**
 * `tsx scripts/content/fixture.ts [folder] [count]`: a copy of content/ with `count` (150) generated notifications
 * and as many rulings in each language, in a scratch folder (default: $TMPDIR/ccip-fixture-10x), never in content/.
 * Build with CONTENT_DIR=<folder> to see how the site and the Worker grow with ten times today's pages. The items are
 * obviously test data (numbered "Fixture" titles), so a fixture build can never be mistaken for the real site.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { COLLECTIONS, COLLECTION_NAMES } from "../../lib/content/collection-schema";
import { locales } from "../../i18n/locales";

export const DEFAULT_FIXTURE = join(tmpdir(), "ccip-fixture-10x");

export function writeFixture(folder = DEFAULT_FIXTURE, count = 150): string {
  const root = resolve(folder);
  if (root === resolve("content")) throw new Error("the fixture never goes into content/");
  rmSync(root, { recursive: true, force: true });
  cpSync(resolve("content"), root, { recursive: true });
  for (const name of COLLECTION_NAMES) {
    for (const locale of locales) {
      const dir = join(root, locale, COLLECTIONS[name].dir);
      mkdirSync(dir, { recursive: true });
      for (let i = 1; i <= count; i++) {
        const year = 2010 + (i % 16);
        const date = `${year}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;
        const title = locale === "th" ? `รายการทดสอบ ${name} ที่ ${i}` : `Fixture ${name} item ${i}`;
        const subject =
          locale === "th"
            ? `ข้อความทดสอบสำหรับวัดขนาดและความเร็วของเว็บไซต์ รายการที่ ${i} เรื่องข้อมูลเครดิตและการอุทธรณ์`
            : `Test text to measure the site's size and speed, item ${i}, about credit data and appeals.`;
        const body = Array.from({ length: 6 }, (_, p) => `${subject} (${p + 1})`).join("\n\n");
        const file = `---\ntitle: "${title}"\ndate: ${date}\nsubject: "${subject}"\n---\n\n${body}\n`;
        writeFileSync(join(dir, `fixture-${name}-${i}.md`), file);
      }
    }
  }
  return root;
}

if (process.argv[1]?.endsWith("fixture.ts")) {
  const root = writeFixture(process.argv[2], Number(process.argv[3] ?? 150));
  console.log(`fixture: ${root} (CONTENT_DIR=${root} npm run build)`);
}
