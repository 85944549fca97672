// What a social card shows, its size and its image URL, as plain data.
import type { Locale } from "@/i18n/locales";
import { collectionBaseOf, trailOf } from "@/lib/routes";

/** What a social card shows. Plain data, so the card renders anywhere (route handler, sample script, tests). */
export type CardData = {
  locale: Locale;
  title: string;
  /** The top-level section the page sits in; on the home page, the committee's tagline. */
  section: string;
  committee: string;
  /** The site's host name, printed small so a screenshot of a card still says where it came from. */
  host: string;
};

/** The size LINE, Facebook and X all crop well (1.91:1). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Bump when the card's look changes: the version in the image URL then changes and link previews refetch. */
const DESIGN = "1";

export function cardData(
  locale: Locale,
  path: string,
  text: { title: string; committee: string; tagline: string; host: string },
): CardData {
  // An item's page sits below its list, outside the registry: its section is the list's.
  const trail = trailOf(collectionBaseOf(path) ?? path);
  const section = path === "/" ? text.tagline : (trail[1]?.label[locale] ?? text.tagline);
  return { locale, title: text.title, section, committee: text.committee, host: text.host };
}

/** `/api/og/th` for the Thai home page, `/api/og/en/Law/act` for the English act page. */
export function ogImagePath(locale: Locale, path: string): string {
  return `/api/og/${locale}${path === "/" ? "" : path}`;
}

/**
 * A short hash of everything drawn on the card. LINE and Facebook cache a preview image by URL for weeks; putting
 * this in the og:image query string makes them fetch the new card when a title changes, and only then.
 */
export function cardVersion(card: CardData): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits: tiny, synchronous, and the same on every runtime.
  for (const char of DESIGN + JSON.stringify(card)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
