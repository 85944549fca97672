/**
 * An iCalendar file (RFC 5545) of one all-day event, as text: the appeal's last day in the visitor's calendar. Pure
 * functions, no clock but the `stamp` given, so tests see the exact bytes.
 */

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** Content lines are at most 75 octets (RFC 5545 section 3.1); a continuation line starts with one space. */
const MAX_OCTETS = 75;

/**
 * Folds a content line at 75 octets of UTF-8, never inside a character: a Thai character is three octets, and a cut
 * through one would leave both lines invalid UTF-8. It cuts between grapheme clusters, so a tone mark or an upper
 * vowel stays with its consonant even in a reader that shows the folded lines as they are.
 */
const graphemes = new Intl.Segmenter("th", { granularity: "grapheme" });

export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const { segment: char } of graphemes.segment(line)) {
    const width = octets(char);
    if (size + width > MAX_OCTETS) {
      lines.push(current);
      // The leading space of a continuation line counts in its 75 octets.
      current = " ";
      size = 1;
    }
    current += char;
    size += width;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** A TEXT value (section 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
}

/** "2026-04-30" → "20260430", a DATE value (section 3.3.4). */
const icsDate = (iso: string) => iso.replaceAll("-", "");

/** An instant as a UTC DATE-TIME (section 3.3.5): "20260310T030000Z". */
const icsStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export type AllDayEvent = {
  uid: string;
  /** The day, ISO (YYYY-MM-DD); the event ends the next day (DTEND is exclusive). */
  day: string;
  nextDay: string;
  summary: string;
  description: string;
  url: string;
  /** The language of the summary and description (the LANGUAGE parameter, section 3.2.10). */
  language: string;
  stamp: Date;
};

/** The calendar: lines folded, each ended by CRLF (section 3.1), the last one too. */
export function allDayCalendar(event: AllDayEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Credit Information Protection Committee//Appeal last day//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.day)}`,
    `DTEND;VALUE=DATE:${icsDate(event.nextDay)}`,
    `SUMMARY;LANGUAGE=${event.language}:${escapeText(event.summary)}`,
    `DESCRIPTION;LANGUAGE=${event.language}:${escapeText(event.description)}`,
    `URL:${event.url}`,
    // A day to remember, not time taken: the visitor's calendar does not show them busy all day.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
