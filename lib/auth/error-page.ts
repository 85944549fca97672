// The language of Auth.js's sign-in error page: the one the sign-in began in.
import { defaultLocale, localizedPath, splitLocale, type Locale } from "../../i18n/locales";
import { SIGN_IN_PATH } from "./paths";

/** Auth.js's cookie of where the sign-in returns to, over HTTPS and over HTTP. */
const CALLBACK_COOKIES = ["__Secure-authjs.callback-url", "authjs.callback-url"];

type CookieJar = { get(name: string): { value: string } | undefined };

/**
 * Auth.js sends sign-in errors to the one page it knows (`pages.error`), the default language's sign-in page. When the
 * sign-in began from a page in another language (Auth.js keeps its way back in the callback-url cookie), the error is
 * shown on that language's sign-in page instead: its address, query kept, or undefined to stay.
 */
export function localizedErrorPage(locale: Locale, query: URLSearchParams, cookies: CookieJar): string | undefined {
  if (locale !== defaultLocale || !query.has("error")) return undefined;
  const callback = CALLBACK_COOKIES.map((name) => cookies.get(name)?.value).find(Boolean);
  if (!callback) return undefined;
  let began: Locale;
  try {
    began = splitLocale(new URL(callback, "http://site.invalid").pathname).locale;
  } catch {
    return undefined;
  }
  if (began === defaultLocale) return undefined;
  return `${localizedPath(began, SIGN_IN_PATH)}?${query}`;
}
