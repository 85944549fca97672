// The Atom feed as an HTTP response.
import "server-only";
import { getTranslations } from "next-intl/server";
import { allItems } from "@/lib/content/collections";
import { loadPage } from "@/lib/content/pages";
import type { Locale } from "@/i18n/locales";
import { atomFeed } from "./feed";
import { absoluteUrl, feedPath, pageUrl } from "./urls";
import type { RegistryPath } from "@/lib/routes";

const NOTIFICATIONS = "/Law/Notification" satisfies RegistryPath;

/** The Atom feed of a language as an HTTP response; the routes under app/ only pick the language. */
export async function feedResponse(locale: Locale): Promise<Response> {
  const t = await getTranslations({ locale, namespace: "seo" });
  const site = await getTranslations({ locale, namespace: "site" });
  const xml = atomFeed({
    locale,
    title: t("feedTitle"),
    subtitle: t("feedSubtitle"),
    author: site("name"),
    selfUrl: absoluteUrl(feedPath(locale)),
    pageUrl: pageUrl(locale, NOTIFICATIONS),
    pageUpdated: loadPage(locale, NOTIFICATIONS).frontmatter.updated,
    items: allItems(locale).map((item) => ({
      url: pageUrl(locale, item.path),
      title: item.title,
      date: item.date,
      summary: item.subject,
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
