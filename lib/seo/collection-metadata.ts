// Head metadata of collection pages: an item's own title, summary and social card; a list view's title.
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { CollectionPage } from "@/lib/content/collection-routes";
import { COLLECTIONS } from "@/lib/content/collection-schema";
import { viewSegments } from "@/lib/content/listing";
import { viewTitle } from "@/lib/content/view-title";
import { cardVersion, ogImagePath } from "@/lib/og/card-data";
import { pageCard } from "@/lib/og/page-card";
import { findRoute } from "@/lib/routes";
import { seoMetadata } from "./metadata";

/** A description fits search results: the subject, cut at a word near 240 characters. */
const clip = (text: string) => (text.length <= 240 ? text : `${text.slice(0, 237).replace(/\s+\S*$/, "")}…`);

export async function collectionMetadata(locale: Locale, page: CollectionPage): Promise<Metadata> {
  const [seo, site, t] = await Promise.all([
    getTranslations({ locale, namespace: "seo" }),
    getTranslations({ locale, namespace: "site" }),
    getTranslations({ locale, namespace: "collections" }),
  ]);
  const siteName = site("name");
  if (page.kind === "item") {
    const { item } = page;
    const context = { locale, path: item.path, siteName, feedTitle: seo("feedTitle") };
    const card = await pageCard(locale, item.path);
    const image = {
      url: `${ogImagePath(locale, item.path)}?v=${cardVersion(card)}`,
      alt: seo("imageAlt", { title: item.title, site: siteName }),
    };
    return seoMetadata(context, { title: item.title, description: clip(item.subject), image });
  }
  const list = findRoute(COLLECTIONS[page.collection].base)!;
  const path = [list.path, ...viewSegments(page.view)].join("/");
  const title = await viewTitle(locale, list.label[locale], page.view);
  const context = { locale, path, siteName, feedTitle: seo("feedTitle") };
  return seoMetadata(context, { title, description: t("viewDescription", { title: list.label[locale] }) });
}
