import type { Locale } from "@/i18n/locales";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seoMetadata, type SeoContext } from "@/lib/seo/metadata";
import { absoluteUrl, feedPath, languageAlternates, pageUrl } from "@/lib/seo/urls";

const ORIGIN = "https://ccip.example.go.th";
const context = (locale: Locale, path: string): SeoContext => ({
  locale,
  path,
  siteName: "Credit Information Protection Committee",
  feedTitle: "Notifications",
});
const seo = {
  title: "Your rights",
  description: "What you may ask of a credit bureau, and how.",
  keywords: ["rights", "credit bureau", "section 25"],
  image: { url: "/api/og/en/Public/ConsumerRight?v=abc", alt: "Your rights: the committee" },
};

beforeEach(() => {
  process.env.SITE_URL = ORIGIN;
});
afterEach(() => {
  delete process.env.SITE_URL;
});

describe("URLs for crawlers", () => {
  it("are absolute on SITE_URL, with /en only for English", () => {
    expect(pageUrl("th", "/Law/act")).toBe(`${ORIGIN}/Law/act`);
    expect(pageUrl("en", "/Law/act")).toBe(`${ORIGIN}/en/Law/act`);
    expect(pageUrl("en", "/")).toBe(`${ORIGIN}/en`);
    expect(absoluteUrl(feedPath("en"))).toBe(`${ORIGIN}/en/feed.xml`);
  });

  it("fall back to the development host when SITE_URL is unset (spec section 2)", () => {
    delete process.env.SITE_URL;
    expect(pageUrl("th", "/FAQ")).toBe("http://localhost:3000/FAQ");
  });

  it("list th, en and x-default (the Thai page) as alternates", () => {
    expect(languageAlternates("/FAQ")).toEqual({
      th: `${ORIGIN}/FAQ`,
      en: `${ORIGIN}/en/FAQ`,
      "x-default": `${ORIGIN}/FAQ`,
    });
  });
});

describe("seoMetadata (spec section 2, page head metadata)", () => {
  it("sets title, description, Open Graph and Twitter from the SEO data, all URLs absolute", () => {
    const m = seoMetadata(context("en", "/Public/ConsumerRight"), seo);
    const url = `${ORIGIN}/en/Public/ConsumerRight`;
    const image = `${ORIGIN}/api/og/en/Public/ConsumerRight?v=abc`;
    expect(m.title).toBe("Your rights");
    expect(m.description).toBe(seo.description);
    expect(m.openGraph).toMatchObject({
      type: "website",
      title: "Your rights",
      description: seo.description,
      url,
      locale: "en_GB",
      images: [{ url: image, width: 1200, height: 630, type: "image/png", alt: seo.image.alt }],
    });
    expect(m.twitter).toMatchObject({
      card: "summary_large_image",
      title: "Your rights",
      description: seo.description,
      images: [{ url: image, alt: seo.image.alt }],
    });
    expect(m.other).toEqual({ "twitter:url": url });
    expect(m.alternates?.canonical).toBe(url);
    expect(m.alternates?.languages).toEqual(languageAlternates("/Public/ConsumerRight"));
    expect(m.alternates?.types).toEqual({
      "application/atom+xml": [{ url: `${ORIGIN}/en/feed.xml`, title: "Notifications" }],
    });
    expect(m.metadataBase?.toString()).toBe(`${ORIGIN}/`);
  });

  it("uses the SEO data's url when it has one", () => {
    const m = seoMetadata(context("th", "/Law/act"), { ...seo, url: "/Law/act?ref=share" });
    expect(m.alternates?.canonical).toBe(`${ORIGIN}/Law/act?ref=share`);
    expect(m.openGraph?.url).toBe(`${ORIGIN}/Law/act?ref=share`);
  });

  it("gives the home page a full title, not the layout's 'page | site' template", () => {
    const m = seoMetadata(context("th", "/"), { ...seo, title: "หน้าแรก" });
    expect(m.title).toEqual({ absolute: "หน้าแรก | Credit Information Protection Committee" });
    expect(m.openGraph).toMatchObject({ locale: "th_TH", url: `${ORIGIN}/` });
  });

  it("does not repeat the site's name when it is the home page's title", () => {
    const m = seoMetadata(context("en", "/"), { ...seo, title: "Credit Information Protection Committee" });
    expect(m.title).toEqual({ absolute: "Credit Information Protection Committee" });
  });

  it("without SEO data leaves the title to the layout's placeholder but keeps type, card and canonical", () => {
    const m = seoMetadata(context("th", "/FAQ"));
    expect(m.title).toBeUndefined();
    expect(m.description).toBeUndefined();
    expect(m.openGraph).toMatchObject({ type: "website", url: `${ORIGIN}/FAQ` });
    expect(m.twitter).toEqual({ card: "summary_large_image" });
    expect(m.alternates?.canonical).toBe(`${ORIGIN}/FAQ`);
  });
});
