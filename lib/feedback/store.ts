import type { Cache } from "../cache/types";
import { asLocale, type Locale } from "../../i18n/locales";
import type { Feedback } from "./schema";

/**
 * Page feedback counts in the site's cache (Upstash Redis, or memory by default): one ranked set per answer, a
 * member per page and language. Only counts are kept, with no time, address or identifier.
 */
const KEYS = { yes: "feedback:v1:yes", no: "feedback:v1:no" } as const;
/** Bounds the read; the registry has a few dozen pages per language. */
const MAX_PAGES = 500;

const member = (locale: Locale, path: string) => `${locale}:${path}`;

export async function recordFeedback(cache: Cache, { path, locale, useful }: Feedback): Promise<void> {
  await cache.zincr(useful ? KEYS.yes : KEYS.no, member(locale, path));
}

export type PageCounts = { locale: Locale; path: string; yes: number; no: number };

/** Counts per page and language, the most answered first; members in a language the site lacks are left out. */
export async function feedbackCounts(cache: Cache): Promise<PageCounts[]> {
  const [yes, no] = await Promise.all([cache.ztop(KEYS.yes, MAX_PAGES), cache.ztop(KEYS.no, MAX_PAGES)]);
  const pages = new Map<string, PageCounts>();
  const add = (entries: [string, number][], field: "yes" | "no") => {
    for (const [key, count] of entries) {
      const colon = key.indexOf(":");
      const locale = colon > 0 ? asLocale(key.slice(0, colon)) : undefined;
      if (!locale) continue;
      const path = key.slice(colon + 1);
      const page = pages.get(key) ?? { locale, path, yes: 0, no: 0 };
      page[field] += count;
      pages.set(key, page);
    }
  };
  add(yes, "yes");
  add(no, "no");
  return [...pages.values()].sort((a, b) => b.yes + b.no - (a.yes + a.no) || a.path.localeCompare(b.path));
}
