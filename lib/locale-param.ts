import { notFound } from "next/navigation";
import { asLocale, type Locale } from "../i18n/locales";

/**
 * The [locale] segment as a Locale, or a 404. Requests the middleware does not route (`/favicon.ico`, other files)
 * land in [locale] with a file name as the "locale"; they must 404, not reach the content loader.
 */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = asLocale((await params).locale);
  if (!locale) notFound();
  return locale;
}
