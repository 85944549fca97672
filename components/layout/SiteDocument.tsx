import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ConsentSheetBlock } from "@/components/overlays/ConsentSheetBlock";
import { Overlays } from "@/components/overlays/Overlays";
import { bootScript, SPLASH_SECONDS } from "@/lib/client/boot-script";
import type { Locale } from "@/i18n/locales";
import type { SiteData } from "@/lib/content/site-data";
import { SiteFooter } from "./SiteFooter";
// Also puts the header's module in the root layout's graph: Turbopack then ships the header's client parts (menu,
// search panel, staff menu) once, in the layout's chunk every page shares, not in each page's own. Measured: 745 ->
// 726 KiB of built script, 144.7 -> 141.4 KiB gzip per content page (scripts/bench/budgets.ts).
import { HEADER_END_ID } from "./SiteHeader";
import "./fonts.css";

type Props = { locale: Locale; site: SiteData; children: ReactNode };

/**
 * The whole document around a page: <html lang>, the boot script, the skip link, the consent sheet, footer and the
 * overlays. Each page brings its own header and <main> (PageFrame), because only the page knows its own path.
 */
export async function SiteDocument({ locale, site, children }: Props) {
  const t = await getTranslations({ locale, namespace: "header" });
  const { analytics } = site;
  return (
    // The boot script adds classes to <html> before React hydrates; that difference is expected.
    <html lang={locale} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- App Router document: the rule targets pages/ */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScript(site.splash.enabled, SPLASH_SECONDS) }} />
        {/*
         * No first paint before the header is whole: the page streams, and a paint while the parser had only part of
         * the header's right-aligned row (the menu button without its label) moved the search and language buttons
         * when the rest arrived, a layout shift. An expect link holds the render until its element is parsed: here an
         * empty one that ends the header, not <main> (whose end is the end of the article) nor the header itself (whose
         * start did not hold the paint long enough: the shift came back). Chromium honours it, other browsers ignore
         * it, and a page without the header would render when parsed in full.
         */}
        <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
        {analytics.src && <meta name="analytics-src" content={analytics.src} />}
        {analytics.src && analytics.domain && <meta name="analytics-domain" content={analytics.domain} />}
      </head>
      <body>
        {/* The boot script makes the page inert under the splash before React hydrates (lib/client/boot-script.ts). */}
        <div id="site" suppressHydrationWarning>
          <a className="skip-link" href="#main">
            {t("skipToContent")}
          </a>
          {/* Fixed to the foot of the screen, but first in the reading order: reached before what lies under it. */}
          <ConsentSheetBlock locale={locale} termsTitle={site.termsTitle} />
          {children}
          <SiteFooter locale={locale} contacts={site.contacts} />
        </div>
        <Overlays locale={locale} splash={site.splash} />
      </body>
    </html>
  );
}
