// The social card data of a registry page or a collection item.
import "server-only";
import { getTranslations } from "next-intl/server";
import { resolveCollectionPage } from "@/lib/content/collection-routes";
import { loadPage } from "@/lib/content/pages";
import type { Locale } from "@/i18n/locales";
import { siteUrl } from "@/lib/site-url";
import { cardData, type CardData } from "./card-data";

/** A registry page's content title, or a notification's or ruling's own title. */
function titleOf(locale: Locale, path: string): string {
  const page = resolveCollectionPage(locale, path);
  if (page?.kind === "item") return page.item.title;
  return loadPage(locale, path).frontmatter.title;
}

/** The card of a page: its title, its section and the committee's name in its language. */
export async function pageCard(locale: Locale, path: string): Promise<CardData> {
  const t = await getTranslations({ locale, namespace: "site" });
  return cardData(locale, path, {
    title: titleOf(locale, path),
    committee: t("name"),
    tagline: t("tagline"),
    host: siteUrl().host,
  });
}

/** App pages (outside the registry) that have a social card of their own: a shared results link previews with it. */
export const CARD_APP_PAGES = ["/search"] as const;
export type CardAppPage = (typeof CARD_APP_PAGES)[number];

export function hasAppCard(path: string): path is CardAppPage {
  return (CARD_APP_PAGES as readonly string[]).includes(path);
}

/** The card of an app page: its title from the messages; no section above it, so the committee's tagline. */
export async function appPageCard(locale: Locale, path: CardAppPage): Promise<CardData> {
  const [site, search] = await Promise.all([
    getTranslations({ locale, namespace: "site" }),
    getTranslations({ locale, namespace: "search" }),
  ]);
  return cardData(locale, path, {
    title: search("pageTitle"),
    committee: site("name"),
    tagline: site("tagline"),
    host: siteUrl().host,
  });
}
