import { asLocale, defaultLocale, otherLocales } from "@/i18n/locales";
import { apiError } from "@/lib/http/api-error";
import { feedResponse } from "@/lib/seo/feed-response";

/** /en/feed.xml and any other prefixed language's feed. Thai (the default) is app/feed.xml; /th/feed.xml redirects there (middleware). */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return otherLocales(defaultLocale).map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/feed.xml">) {
  const locale = asLocale((await params).locale);
  return locale ? feedResponse(locale) : apiError(404, { code: "not_found", message: "No feed at this address." });
}
