import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { sarabunLatin, sarabunThai } from "@/app/fonts";
import { Overlays, SPLASH_SECONDS, splashEnabled } from "@/components/overlays/Overlays";
import { bootScript } from "@/lib/client/boot-script";
import type { Locale } from "@/lib/content/schema";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * The whole document around a page: <html lang>, the boot script, header, main, footer and the overlays. Shared by
 * the locale layout and the global 404, which must render the same site in the visitor's language.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "header" });
  const analytics = process.env.ANALYTICS_SCRIPT_URL;
  return (
    // The boot script adds classes to <html> before React hydrates; that difference is expected.
    <html lang={locale} className={`${sarabunThai.variable} ${sarabunLatin.variable}`} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- App Router document: the rule targets pages/ */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript(splashEnabled(), SPLASH_SECONDS) }} />
        {analytics && <meta name="analytics-src" content={analytics} />}
        {analytics && process.env.ANALYTICS_DOMAIN && <meta name="analytics-domain" content={process.env.ANALYTICS_DOMAIN} />}
      </head>
      <body>
        {/* The boot script makes the page inert under the splash before React hydrates (lib/client/boot-script.ts). */}
        <div id="site" suppressHydrationWarning>
          <a className="skip-link" href="#main">
            {t("skipToContent")}
          </a>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} />
        </div>
        <Overlays locale={locale} />
      </body>
    </html>
  );
}
