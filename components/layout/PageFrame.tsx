import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import type { CurrentPage } from "@/lib/current-page";
import { SiteHeader } from "./SiteHeader";

type Props = { locale: Locale; page: CurrentPage; children: ReactNode };

/**
 * The header and <main> of one page. Pages render it, not the layout, because a layout never learns which page it
 * holds: the page hands over its own public path here, so the language switch, the menus' current-page
 * markers and the sign-out's return path are right in the server HTML, with no correction after hydration.
 */
export function PageFrame({ locale, page, children }: Props) {
  return (
    <>
      <SiteHeader locale={locale} page={page} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
