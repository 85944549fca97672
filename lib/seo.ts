import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { loadPage } from "./content/pages";
import type { Locale } from "./content/schema";
import type { AppPage } from "./routes";
import { cardVersion, ogImagePath } from "./og/card-data";
import { pageCard } from "./og/page-card";
import { seoMetadata } from "./seo/metadata";

export { seoMetadata, type SeoData } from "./seo/metadata";

/** Metadata of a registry page, from its content file's frontmatter and its own social card. */
export async function pageMetadata(locale: Locale, path: string, siteName: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "seo" });
  const { title, description, keywords } = loadPage(locale, path).frontmatter;
  const card = await pageCard(locale, path);
  const image = {
    url: `${ogImagePath(locale, path)}?v=${cardVersion(card)}`,
    alt: t("imageAlt", { title, site: siteName }),
  };
  return seoMetadata(
    { locale, path, siteName, feedTitle: t("feedTitle") },
    { title, description, keywords, image },
  );
}

/**
 * Metadata of a page outside the registry (APP_PAGES, e.g. search): the same head as every page (canonical on its
 * bare path, language alternates, feed link, Open Graph), without a social card of its own.
 */
export async function appPageMetadata(
  locale: Locale,
  path: AppPage,
  { title, description }: { title: string; description: string },
): Promise<Metadata> {
  const [seo, site] = await Promise.all([
    getTranslations({ locale, namespace: "seo" }),
    getTranslations({ locale, namespace: "site" }),
  ]);
  return seoMetadata({ locale, path, siteName: site("name"), feedTitle: seo("feedTitle") }, { title, description });
}
