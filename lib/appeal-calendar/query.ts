import { z } from "zod";
import { localeSchema } from "@/lib/content/schema";
import { locales, type Locale } from "@/i18n/locales";
import { bangkokToday, daysBetween, parseDateInput } from "@/lib/validation/dates";

/** The calendar route's query (appealCalendarHref writes it): exactly these two, each once. */
const querySchema = z.strictObject({
  letterDate: z
    .string({ error: "letterDate is required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "letterDate must be a date written YYYY-MM-DD")
    .refine((iso) => parseDateInput(iso) === iso, "letterDate is not a real day"),
  locale: localeSchema,
});

export type CalendarQuery = { letterDate: string; locale: Locale };
export type QueryError = { code: string; message: string };

/** The query, or what is wrong with it in the API's error shape (a fixed message: nothing of the request echoed). */
export function parseCalendarQuery(
  params: URLSearchParams,
  today: string = bangkokToday(),
): { ok: true; data: CalendarQuery } | { ok: false; error: QueryError } {
  const names = [...params.keys()];
  if (new Set(names).size !== names.length)
    return { ok: false, error: { code: "duplicate_parameter", message: "A parameter is given more than once." } };
  const parsed = querySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue.code === "unrecognized_keys")
      return { ok: false, error: { code: "unknown_parameter", message: "Only letterDate and locale are accepted." } };
    if (issue.path[0] === "locale")
      return { ok: false, error: { code: "invalid_locale", message: `locale must be ${locales.join(" or ")}.` } };
    return { ok: false, error: { code: "invalid_letter_date", message: `${issue.message}.` } };
  }
  // A letter is dated no later than the day it is read: a later date is a typing slip, as the check says.
  if (daysBetween(today, parsed.data.letterDate) > 0)
    return { ok: false, error: { code: "invalid_letter_date", message: "letterDate is after today." } };
  return { ok: true, data: parsed.data };
}
