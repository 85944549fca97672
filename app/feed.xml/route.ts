import { feedResponse } from "@/lib/seo/feed-response";

/** /feed.xml: the Thai notification feed. The middleware lets it through by name, so Thai needs its own unprefixed route. */
export const dynamic = "force-static";

export function GET() {
  return feedResponse("th");
}
