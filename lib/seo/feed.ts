import escape from "escape-html";
import type { Notification } from "@/lib/content/schema";
import type { Locale } from "@/i18n/locales";

/** An Atom feed (RFC 4287) of the committee's notifications. Pure: data in, XML out. */
export type FeedInput = {
  locale: Locale;
  title: string;
  subtitle: string;
  author: string;
  /** Absolute URLs: the feed itself and the notifications page it mirrors. */
  selfUrl: string;
  pageUrl: string;
  /** The notifications page's own `updated` day, used when it is newer than every notification. */
  pageUpdated: string;
  items: Notification[];
};

/** escape-html's five entities (&#39; for ') are XML's predefined ones too. */
const escapeXml = escape;

/** Atom wants a full timestamp; notifications may be dated to the year or month only (YYYY, YYYY-MM). */
export function atomDate(partial: string): string {
  const [year, month = "01", day = "01"] = partial.split("-");
  return `${year}-${month}-${day}T00:00:00Z`;
}

export function atomFeed(feed: FeedInput): string {
  const newest = [feed.pageUpdated, ...feed.items.map((item) => item.date)].map(atomDate).sort().at(-1)!;
  const entries = feed.items.map((item) => {
    // Each notification has an anchor on the notifications page; the entry links to the document when there is one.
    const anchor = `${feed.pageUrl}#${item.id}`;
    return [
      "  <entry>",
      `    <id>${escapeXml(anchor)}</id>`,
      `    <title>${escapeXml(item.title[feed.locale])}</title>`,
      `    <link rel="alternate" href="${escapeXml(item.url ?? anchor)}"/>`,
      `    <updated>${atomDate(item.date)}</updated>`,
      `    <summary>${escapeXml(item.subject[feed.locale])}</summary>`,
      "  </entry>",
    ].join("\n");
  });
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
