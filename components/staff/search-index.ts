import "server-only";
import { getCache } from "@/lib/cache";
import { locales, type Locale } from "@/i18n/locales";
import { bundledIndexes } from "@/lib/search/bundled";
import { loadIndex, publishIndex } from "@/lib/search/index-store";

/** When staff last republished a build's index: our own key beside the search engineer's index keys. */
const publishedKey = (locale: Locale, buildId: string) => `staff:search-index:published:${locale}:${buildId}`;

export type IndexStatus = { locale: Locale; buildId: string; source: "redis" | "bundled"; publishedAt: string | null };

/** Which build's index each language is searched with, where it is read from, and when staff last published it. */
export async function searchIndexStatus(): Promise<{ cacheKind: "memory" | "upstash"; indexes: IndexStatus[] }> {
  const cache = getCache();
  const indexes = await Promise.all(
    locales.map(async (locale) => {
      const bundled = await bundledIndexes[locale];
      const [{ source }, publishedAt] = await Promise.all([
        loadIndex(cache, bundled),
        cache.get(publishedKey(locale, bundled.buildId)).catch(() => null),
      ]);
      return { locale, buildId: bundled.buildId, source, publishedAt };
    }),
  );
  return { cacheKind: cache.kind, indexes };
}

/** The staff button's work: the same as `npm run search:publish`, for this build's bundled indexes. */
export async function republishSearchIndex(): Promise<void> {
  const cache = getCache();
  if (cache.kind === "memory") return;
  const now = new Date().toISOString();
  for (const locale of locales) {
    const index = await bundledIndexes[locale];
    await publishIndex(cache, index);
    await cache.set(publishedKey(locale, index.buildId), now, { ttlSeconds: 30 * 24 * 3600 });
  }
}
