import { localizedPath } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import { siteUrl } from "@/lib/site-url";
import { addDays, appealLastDay } from "@/lib/validation/dates";
import { allDayCalendar } from "./ics";
import type { CalendarQuery } from "./query";

/** The calendar file's words, from the locale's messages (appealHelper.calendar). */
export type CalendarMessages = { summary: string; description: string; fileName: string };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The appeal's last day as a calendar file, in the page's language, pointing at the helper page's public address
 * (SITE_URL's origin). The same query gives the same event (its UID is the last day's): added twice, a calendar
 * keeps one.
 */
export function appealCalendar(query: CalendarQuery, m: CalendarMessages, now: Date = new Date()) {
  const { letterDate, locale } = query;
  const lastDay = appealLastDay(letterDate);
  const site = siteUrl();
  const url = new URL(localizedPath(locale, APPEAL_HELPER_PATH), site).href;
  const text = allDayCalendar({
    uid: `appeal-last-day-${lastDay}@${site.hostname}`,
    day: lastDay,
    nextDay: addDays(lastDay, 1),
    summary: m.summary,
    description: fill(m.description, { letterDate: formatDate(locale, letterDate), url }),
    url,
    language: locale,
    stamp: now,
  });
  return { text, fileName: fill(m.fileName, { date: lastDay }) };
}
