import type { Locale } from "@/i18n/locales";
import { feedResponse } from "@/lib/seo/feed-response";

/** /en/feed.xml: the English notification feed. Thai is app/feed.xml; /th/feed.xml redirects there (middleware). */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ locale: "en" }];
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/feed.xml">) {
  return feedResponse((await params).locale as Locale);
}
