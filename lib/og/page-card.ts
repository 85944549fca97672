// The social card data of a registry page.
import "server-only";
import { getTranslations } from "next-intl/server";
import { loadPage } from "@/lib/content/pages";
import type { Locale } from "@/i18n/locales";
import { siteUrl } from "@/lib/site-url";
import { cardData, type CardData } from "./card-data";

/** The card of a registry page: its content title, its section and the committee's name in its language. */
export async function pageCard(locale: Locale, path: string): Promise<CardData> {
  const t = await getTranslations({ locale, namespace: "site" });
  const { title } = loadPage(locale, path).frontmatter;
  return cardData(locale, path, { title, committee: t("name"), tagline: t("tagline"), host: siteUrl().host });
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
