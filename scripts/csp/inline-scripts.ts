/**
 * The inline scripts of an HTML page that a browser would run, as their exact text: what a CSP hash source names.
 * parse5 (through cheerio) tokenizes as browsers do, so a script's end and its text are the browser's.
 */
import * as cheerio from "cheerio";

/** No type, or a JavaScript one; data blocks (JSON-LD, type="application/json") are not run, so not hashed. */
const RUNS = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

export function inlineScripts(html: string): string[] {
  const $ = cheerio.load(html);
  return $("script:not([src])")
    .toArray()
    .filter((script) => {
      const type = $(script).attr("type")?.trim() ?? "";
      return type === "" || RUNS.test(type);
    })
    .map((script) => $(script).text());
}
