import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/urls";

/** /robots.txt: every page may be crawled; API routes may not, except the social cards that link previews fetch. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: ["/", "/api/og/"], disallow: ["/api/"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
