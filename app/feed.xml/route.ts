import { defaultLocale } from "@/i18n/locales";
import { feedResponse } from "@/lib/seo/feed-response";

/** /feed.xml: the default language's (Thai) feed. The middleware lets it through by name, so it needs its own unprefixed route. */
export const dynamic = "force-static";

export function GET() {
  return feedResponse(defaultLocale);
}
