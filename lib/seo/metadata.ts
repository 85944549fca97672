// A page's head metadata (title, description, canonical, alternates, Open Graph) from its SEO data.
import type { Metadata } from "next";
import { otherLocales, regionTag, type Locale } from "@/i18n/locales";
import { CARD_SIZE } from "@/lib/og/card-data";
import { siteUrl } from "@/lib/site-url";

/** og:locale is the regional tag with an underscore (th_TH, en_GB). */
const ogLocale = (locale: Locale) => regionTag[locale].replace("-", "_");
import { absoluteUrl, feedPath, languageAlternates, pageUrl } from "./urls";

/** A page's SEO data (spec section 2, "Page head metadata"). */
export type SeoData = {
  title: string;
  description: string;
  keywords?: string[];
  /** Where the page is shared from; without one, the page's own path on SITE_URL. */
  url?: string;
  image?: { url: string; alt: string };
};

export type SeoContext = {
  locale: Locale;
  /** The registry path, without the /en prefix. */
  path: string;
  siteName: string;
  feedTitle: string;
};

/**
 * Head metadata from SEO data. Every URL is absolute, so a crawler that reads the head alone can follow it.
 * Without SEO data the page keeps the layout's placeholder title and icon (spec), but still gets its canonical URL,
 * language alternates, feed link and the fixed Open Graph type and Twitter card.
 */
export function seoMetadata({ locale, path, siteName, feedTitle }: SeoContext, seo?: SeoData): Metadata {
  const url = seo?.url ? absoluteUrl(seo.url) : pageUrl(locale, path);
  const base: Metadata = {
    metadataBase: siteUrl(),
    alternates: {
      canonical: url,
      languages: languageAlternates(path),
      types: { "application/atom+xml": [{ url: absoluteUrl(feedPath(locale)), title: feedTitle }] },
    },
    openGraph: { type: "website", url, siteName, locale: ogLocale(locale) },
    twitter: { card: "summary_large_image" },
  };
  if (!seo) return base;

  const { title, description, keywords, image } = seo;
  const images = image && [{ url: absoluteUrl(image.url), alt: image.alt, ...CARD_SIZE, type: "image/png" }];
  return {
    ...base,
    // The layout's "page | site" template does not reach a page in its own segment, so the home page spells its title
    // out, and does not repeat the site's name when that is its title.
    title: path === "/" ? { absolute: title === siteName ? title : `${title} | ${siteName}` } : title,
    description,
    keywords,
    openGraph: {
      ...base.openGraph,
      title,
      description,
      alternateLocale: otherLocales(locale).map(ogLocale),
      images,
    },
    twitter: { card: "summary_large_image", title, description, images: images?.map(({ url, alt }) => ({ url, alt })) },
    // Next has no field for twitter:url; the issue asks for it, and some LINE and X previews read it.
    other: { "twitter:url": url },
  };
}
