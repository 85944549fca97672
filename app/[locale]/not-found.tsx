import { getLocale } from "next-intl/server";
import { NotFoundContent } from "@/components/errors/NotFoundContent";
import { asLocale, defaultLocale } from "@/i18n/locales";

/** notFound() called inside a page of the locale layout. */
export default async function NotFound() {
  return <NotFoundContent locale={asLocale(await getLocale()) ?? defaultLocale} />;
}
