import { splitLocale } from "../../i18n/locales";
import { fold } from "./normalize";
import { stem } from "./stem";
import type { SearchDoc } from "./types";

/**
 * Field weights of the ranking (the engine's `boost`): a word in the title or a heading says more about a page than
 * the same word in its body. `slug` is the page's own path segment as words (`ConsumerRight` → consumer right): the
 * legacy site's name for the page, which is how English visitors often ask ("consumer rights"), and the same in both
 * languages' indexes.
 */
export const FIELDS = { title: 6, slug: 4, keywords: 4, headings: 3, description: 2.5, body: 1 } as const;
export type Field = keyof typeof FIELDS;
export const FIELD_NAMES = Object.keys(FIELDS) as Field[];

/**
 * The words of a page's last path segment: camelCase split (`CollectionPeriod`), and a fused lower-case run split
 * after a word the page's title or keywords use (`Appealprocess` → appeal process). Typos of the legacy paths
 * (`BasicIntormation`) stay as they are: they are the paths people bookmarked.
 */
function slugWords(doc: Pick<SearchDoc, "url" | "title" | "keywords">): string {
  const segment = splitLocale(doc.url).path.split("/").at(-1) ?? "";
  const known = new Set(
    fold([doc.title, ...doc.keywords].join(" "))
      .match(/[a-z]{4,}/g)
      ?.map(stem) ?? [],
  );
  return segment
    .split(/(?<=[a-z])(?=[A-Z])/)
    .map((part) => {
      const word = part.toLowerCase();
      for (let cut = word.length - 3; cut >= 4; cut--) {
        if (known.has(stem(word.slice(0, cut)))) return `${word.slice(0, cut)} ${word.slice(cut)}`;
      }
      return word;
    })
    .join(" ");
}

/** A field's text; list fields (headings, keywords) one item a line. */
export function fieldText(doc: SearchDoc, field: Field): string {
  if (field === "slug") return slugWords(doc);
  const value = doc[field];
  return Array.isArray(value) ? value.join("\n") : value;
}
