import { feedResponse } from "@/lib/seo/feed-response";

/** /feed.xml: the Thai notification feed. Paths with a dot skip the middleware, so Thai needs its own route. */
export const dynamic = "force-static";

export function GET() {
  return feedResponse("th");
}
