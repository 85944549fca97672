import type { Metadata, Viewport } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { sarabunLatin, sarabunThai } from "@/app/fonts";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { Overlays, SPLASH_SECONDS, splashEnabled } from "@/components/overlays/Overlays";
import { routing } from "@/i18n/routing";
import { bootScript } from "@/lib/client/boot-script";
import { localeParam } from "@/lib/locale-param";

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
  const t = await getTranslations({ locale, namespace: "header" });
  const analytics = process.env.ANALYTICS_SCRIPT_URL;

  return (
    // The boot script adds classes to <html> before React hydrates; that difference is expected.
    <html lang={locale} className={`${sarabunThai.variable} ${sarabunLatin.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript(splashEnabled(), SPLASH_SECONDS) }} />
        {analytics && <meta name="analytics-src" content={analytics} />}
        {analytics && process.env.ANALYTICS_DOMAIN && <meta name="analytics-domain" content={process.env.ANALYTICS_DOMAIN} />}
      </head>
      <body>
        <div id="site">
          <a className="skip-link" href="#main">
            {t("skipToContent")}
          </a>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children as ReactNode}
          </main>
          <SiteFooter locale={locale} />
        </div>
        <Overlays locale={locale} />
      </body>
    </html>
  );
}
