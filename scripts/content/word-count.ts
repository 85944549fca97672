// Prints the words in <main> of every registry page, Thai and English, from a running server.
// Usage: npx tsx scripts/content/word-count.ts [http://localhost:3000]
import { localizedPath, locales } from "../../i18n/locales";
import { routes } from "../../lib/routes";
import { countWords, mainText } from "../../lib/text/word-count";

async function main() {
  const base = process.argv[2] ?? "http://localhost:3000";
  const rows: string[] = ["| Route | Thai words | English words |", "|---|---:|---:|"];
  let totals = [0, 0];
  for (const entry of routes) {
    const counts = [];
    for (const locale of locales) {
      const html = await (await fetch(new URL(localizedPath(locale, entry.path), base))).text();
      counts.push(countWords(mainText(html)));
    }
    totals = [totals[0] + counts[0], totals[1] + counts[1]];
    rows.push(`| ${entry.path} | ${counts[0]} | ${counts[1]} |`);
  }
  rows.push(`| **all ${routes.length} pages** | ${totals[0]} | ${totals[1]} |`);
  console.log(rows.join("\n"));
}

void main();
