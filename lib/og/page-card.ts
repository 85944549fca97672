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
