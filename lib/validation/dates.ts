import { normalizeInput } from "./normalize";
import type { Problem } from "./rules";

/**
 * Dates as people write them on Thai forms (day/month/year, the year in the Buddhist era or the Common Era) and the
 * appeal window. Calendar dates are ISO strings (YYYY-MM-DD) and are computed in UTC, so no time zone or daylight
 * shift can move a day; "today" is the date in Bangkok, where the committee receives appeals.
 */
const APPEAL_WINDOW_DAYS = 60;

/** Buddhist-era years are 543 ahead; a four-digit year from 2400 on can only be one (2400 BE is 1857 CE). */
const BE_OFFSET = 543;
const FIRST_BE_YEAR = 2400;

const DAY_MS = 86_400_000;
const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * "15/01/2569", "15-1-2026", "2026-01-15" or "๑๕/๐๑/๒๕๖๙" → "2026-01-15"; null when it is not a real date (31/02,
 * month 13) or the year is out of any plausible range for this form.
 */
export function parseDateInput(value: string): string | null {
  const text = normalizeInput("date", value);
  let parts: number[];
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (dmy) parts = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
  else if (ymd) parts = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return null;
  let [year] = parts;
  const [, month, day] = parts;
  if (year >= FIRST_BE_YEAR) year -= BE_OFFSET;
  if (year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return toIso(date.getTime());
}

/** Bangkok keeps UTC+7 all year: Thailand has had no daylight saving since it took that offset in 1920. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/**
 * Today's calendar date in Bangkok for an instant. Plain arithmetic, not a formatter in the Asia/Bangkok zone: the
 * first such formatter loads the browser's time-zone data, a 30 ms task in the middle of the helper's hydration here
 * (docs/performance.md, "The appeal helper").
 */
export function bangkokToday(now: Date = new Date()): string {
  return toIso(now.getTime() + BANGKOK_OFFSET_MS);
}

export function addDays(iso: string, days: number): string {
  return toIso(toUtc(iso) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

type AppealWindow =
  | { status: "open"; deadline: string; daysLeft: number }
  | { status: "closed"; deadline: string; daysLate: number }
  | { status: "future-letter" };

/**
 * The Committee's appeal conditions (spec section 9): the Committee must receive the appeal within 60 days from the
 * date of the letter telling the data owner of the right to appeal. As Thai law counts a period of days from the day
 * after (Civil and Commercial Code s.193/3), the last day is the letter's date plus 60. A last day on a holiday is not
 * moved here: the page tells people to send early.
 */
export function appealLastDay(letterDate: string): string {
  return addDays(letterDate, APPEAL_WINDOW_DAYS);
}

/** The appeal window of a letter dated `letterDate`, seen from `today`: days left, days late, or a letter not yet dated. */
export function appealWindow(letterDate: string, today: string): AppealWindow {
  if (daysBetween(today, letterDate) > 0) return { status: "future-letter" };
  const deadline = appealLastDay(letterDate);
  const daysLeft = daysBetween(today, deadline);
  return daysLeft >= 0 ? { status: "open", deadline, daysLeft } : { status: "closed", deadline, daysLate: -daysLeft };
}

/** The problem with a typed date that must be a real day no later than today, or null. */
export function pastDateProblem(value: string, today: string): Problem | null {
  const iso = parseDateInput(value);
  if (!iso) return "date";
  return daysBetween(today, iso) > 0 ? "dateFuture" : null;
}
