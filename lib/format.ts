// Display formats shared by pages: dates in Thai or English, and tel: links.
import { regionTag, type Locale } from "../i18n/locales";

const TIME_ZONE = "Asia/Bangkok";

/**
 * A calendar date as a Thai reader expects it (Buddhist era, "23 พฤศจิกายน 2569") or an English one ("23 November
 * 2026"). Partial dates (YYYY or YYYY-MM), as some notifications have, print only what is known.
 */
export function formatDate(locale: Locale, iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1, 12));
  const options: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, year: "numeric" };
  if (month) options.month = "long";
  if (day) options.day = "numeric";
  return new Intl.DateTimeFormat(regionTag[locale], options).format(date);
}

/** A `tel:` link for a number as printed ("02 123 4567" → "tel:021234567"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}
