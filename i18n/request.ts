import { getRequestConfig } from "next-intl/server";
import { asLocale, defaultLocale } from "./locales";

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = asLocale(await requestLocale) ?? defaultLocale;
  return { locale, messages: (await import(`../messages/${locale}.json`)).default };
});
