/**
 * `npm run prebuild` (run by `npm run build`): builds the search index of each locale from the content folder
 * (content/, or CONTENT_DIR) and writes it to public/_data/search/index.{th,en}.json, the one copy: the site reads it
 * at run time (through the assets binding on workerd, from public/ under `next start`; lib/search/bundled.ts), the
 * tests read the same file (predev and vitest's globalSetup write it too; not committed). Run on every build so the
 * index can never drift from the pages. `--partial` skips missing content files (while pages are being written); never in a build.
 */
import { locales } from "../../i18n/locales";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildIndex } from "../../lib/search/build";
import { loadContentData, loadSourcePages } from "../../lib/search/source";
import { searchIndexSchema } from "../../lib/search/types";
import { contentSlug, routes } from "../../lib/routes";
import { contentRoot } from "../../lib/content/collection-source";

const root = contentRoot();
const publicDir = join(process.cwd(), "public", "_data", "search");
const partial = process.argv.includes("--partial");

const data = loadContentData(root);
mkdirSync(publicDir, { recursive: true });
for (const locale of locales) {
  const missing = routes.filter((r) => !existsSync(join(root, locale, `${contentSlug(r.path)}.md`)));
  if (missing.length > 0 && !partial) {
    throw new Error(`search index: content/${locale} lacks ${missing.map((r) => contentSlug(r.path)).join(", ")}`);
  }
  const pages = loadSourcePages(root, locale, data, partial ? missing.map((r) => r.path) : []);
  const index = searchIndexSchema.parse(buildIndex(locale, pages, data.glossary));
  const json = JSON.stringify(index);
  writeFileSync(join(publicDir, `index.${locale}.json`), json);
  const gz = gzipSync(json).length;
  console.log(
    `[search] index.${locale}.json: ${index.docs.length} pages, ${index.engine.index.length} terms, ` +
      `${json.length.toLocaleString("en")} chars, ${gz.toLocaleString("en")} bytes gzip, build ${index.buildId}` +
      (missing.length ? ` (partial: ${missing.length} pages missing)` : ""),
  );
}
