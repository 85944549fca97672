import escape from "escape-html";
import type { Locale } from "@/i18n/locales";

/** One entry: a notification's or a ruling's own page (absolute URL), its title, date and summary. */
type FeedItem = { url: string; title: string; date?: string; summary: string };

/** An Atom feed (RFC 4287) of the committee's notifications and rulings. Pure: data in, XML out. */
export type FeedInput = {
  locale: Locale;
  title: string;
  subtitle: string;
  author: string;
  /** Absolute URLs: the feed itself and the notifications page it mirrors. */
  selfUrl: string;
  pageUrl: string;
  /** The notifications page's own `updated` day: used when it is newer than every item, and for undated items. */
  pageUpdated: string;
  /** In any order: the feed lists them newest first, an undated one as of the page's `updated` day. */
  items: FeedItem[];
};

/** escape-html's five entities (&#39; for ') are XML's predefined ones too. */
const escapeXml = escape;

/** Atom wants a full timestamp; notifications may be dated to the year or month only (YYYY, YYYY-MM). */
export function atomDate(partial: string): string {
  const [year, month = "01", day = "01"] = partial.split("-");
  return `${year}-${month}-${day}T00:00:00Z`;
}

export function atomFeed(feed: FeedInput): string {
  const newest = [feed.pageUpdated, ...feed.items.map((item) => item.date ?? feed.pageUpdated)]
    .map(atomDate)
    .sort()
    .at(-1)!;
  const updated = (item: FeedItem) => atomDate(item.date ?? feed.pageUpdated);
  const items = [...feed.items].sort((a, b) => updated(b).localeCompare(updated(a)));
  // Each item has a page of its own: its URL is the entry's id and link.
  const entries = items.map((item) =>
    [
      "  <entry>",
      `    <id>${escapeXml(item.url)}</id>`,
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
      `    <updated>${updated(item)}</updated>`,
      `    <summary>${escapeXml(item.summary)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.locale}">`,
    `  <id>${escapeXml(feed.selfUrl)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `  <updated>${newest}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
