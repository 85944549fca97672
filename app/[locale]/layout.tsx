import type { Metadata, Viewport } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteDocument } from "@/components/layout/SiteDocument";
import { routing } from "@/i18n/routing";
import { loadSiteData } from "@/lib/content/site-data";
import { localeParam } from "@/lib/locale-param";
import "../globals.css";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: "#0b3a6e", width: "device-width", initialScale: 1 };

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: "site" });
  // Spec: with no SEO data the title is a placeholder and the site icon is set.
  return { title: { default: t("placeholderTitle"), template: `%s | ${t("name")}` }, icons: { icon: "/icon.svg" } };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    <SiteDocument locale={locale} site={await loadSiteData(locale)}>
      {children as ReactNode}
    </SiteDocument>
  );
}
