// Next.js metadata for every page (`@/lib/seo`): registry pages from their frontmatter, app pages from messages.
// Beside it: the head tags themselves (metadata.ts), absolute URLs, JSON-LD, the sitemap and the feed.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { loadPage } from "../content/pages";
import type { Locale } from "../../i18n/locales";
import type { AppPage } from "../routes";
import { cardVersion, ogImagePath } from "../og/card-data";
import { appPageCard, hasAppCard, pageCard } from "../og/page-card";
import { seoMetadata } from "./metadata";

/** What every page's head shares: its path, the site's name and the feed's title, in the page's language. */
async function seoContext(locale: Locale, path: string) {
  const [seo, site] = await Promise.all([
    getTranslations({ locale, namespace: "seo" }),
    getTranslations({ locale, namespace: "site" }),
  ]);
  return { context: { locale, path, siteName: site("name"), feedTitle: seo("feedTitle") }, seo };
}

/** Metadata of a registry page, from its content file's frontmatter and its own social card. */
export async function pageMetadata(locale: Locale, path: string): Promise<Metadata> {
  const { context, seo } = await seoContext(locale, path);
  const { title, description, keywords } = loadPage(locale, path).frontmatter;
  const card = await pageCard(locale, path);
  const image = {
    url: `${ogImagePath(locale, path)}?v=${cardVersion(card)}`,
    alt: seo("imageAlt", { title, site: context.siteName }),
  };
  return seoMetadata(context, { title, description, keywords, image });
}

/**
 * Metadata of a page outside the registry (APP_PAGES, e.g. search): the same head as every page (canonical on its
 * bare path, language alternates, feed link, Open Graph), and its social card where it has one (CARD_APP_PAGES).
 */
export async function appPageMetadata(
  locale: Locale,
  path: AppPage,
  { title, description }: { title: string; description: string },
): Promise<Metadata> {
  const { context, seo } = await seoContext(locale, path);
  if (!hasAppCard(path)) return seoMetadata(context, { title, description });
  const card = await appPageCard(locale, path);
  const image = {
    url: `${ogImagePath(locale, path)}?v=${cardVersion(card)}`,
    alt: seo("imageAlt", { title: card.title, site: context.siteName }),
  };
  return seoMetadata(context, { title, description, image });
}
