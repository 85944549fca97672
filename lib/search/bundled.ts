import type { Locale } from "../../i18n/locales";
import en from "./generated/index.en.json";
import th from "./generated/index.th.json";
import type { SearchIndex } from "./types";

/**
 * The indexes built by scripts/search/build-index.ts (npm prebuild) and bundled into the server code: the embedded
 * default and the fallback when Redis is slow or down. Validated with zod when written, so not again on each cold
 * start; the cast only spares TypeScript from inferring a type from a few hundred kilobytes of JSON.
 */
export const bundledIndexes: Record<Locale, SearchIndex> = {
  th: th as unknown as SearchIndex,
  en: en as unknown as SearchIndex,
};
