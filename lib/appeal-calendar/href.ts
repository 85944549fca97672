import type { Locale } from "@/i18n/locales";

/**
 * The calendar file of an appeal's last day (app/api/appeal-calendar): a plain link, so it works without JavaScript,
 * and a GET whose query says everything the file holds, so nothing is stored. The letter's date, not the last day, is
 * sent: the 60 days are counted in one place (lib/validation/dates.ts).
 */
const APPEAL_CALENDAR_PATH = "/api/appeal-calendar";

/** `letter`: the letter's date as an ISO date (YYYY-MM-DD). */
export function appealCalendarHref(letter: string, locale: Locale): string {
  return `${APPEAL_CALENDAR_PATH}?${new URLSearchParams({ letterDate: letter, locale })}`;
}
