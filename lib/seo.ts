import type { Metadata } from "next";
import { loadPage } from "./content/pages";
import type { Locale } from "./content/schema";
import { localizedPath } from "./locale-path";
import { siteUrl } from "./site-url";

/** Page head metadata from a page's content file (spec section 2, "Page head metadata"). */
export function pageMetadata(locale: Locale, path: string, siteName: string): Metadata {
  const { title, description, keywords } = loadPage(locale, path).frontmatter;
  const url = new URL(localizedPath(locale, path), siteUrl()).toString();
  return {
    metadataBase: siteUrl(),
    title: path === "/" ? { absolute: `${title} | ${siteName}` } : title,
    description,
    keywords,
    alternates: {
      canonical: url,
      languages: {
        th: new URL(localizedPath("th", path), siteUrl()).toString(),
        en: new URL(localizedPath("en", path), siteUrl()).toString(),
        "x-default": new URL(localizedPath("th", path), siteUrl()).toString(),
      },
    },
    openGraph: {
      type: "website",
      title,
      description,
      url,
      siteName,
      locale: locale === "th" ? "th_TH" : "en_GB",
      alternateLocale: locale === "th" ? "en_GB" : "th_TH",
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
