import { locales, type Locale } from "../../i18n/locales";
import { readPublicData } from "../data/asset";
import type { SearchIndex } from "./types";

/** Where scripts/search/build-index.ts publishes each language's index (public/, so it ships with the assets). */
const indexAssetPath = (locale: Locale) => `/_data/search/index.${locale}.json`;

const loading = new Map<Locale, Promise<SearchIndex>>();

/**
 * This build's index of a language: the default, and the fallback when Redis is slow or down. Read once per
 * instance from the published file (the assets binding on workerd, public/ under `next start`), not compiled into
 * the server code, so the Worker stays the same size however much the site says. Validated with zod when written.
 * A failed read is forgotten, so the next request tries again.
 */
function bundledIndex(locale: Locale): Promise<SearchIndex> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = readPublicData(indexAssetPath(locale)).then((text) => JSON.parse(text) as SearchIndex);
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/** Each language's index, read on first use: `await bundledIndexes.th`. */
export const bundledIndexes = Object.defineProperties(
  {},
  Object.fromEntries(locales.map((locale) => [locale, { enumerable: true, get: () => bundledIndex(locale) }])),
) as Readonly<Record<Locale, Promise<SearchIndex>>>;
