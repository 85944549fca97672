import { routing } from "@/i18n/routing";
import { asLocale } from "@/i18n/locales";
import { loadCardFonts } from "@/lib/og/fonts";
import { appPageCard, CARD_APP_PAGES, hasAppCard, pageCard } from "@/lib/og/page-card";
import { renderCard } from "@/lib/og/render";
import { allItems } from "@/lib/content/collections";
import { findRoute, routes } from "@/lib/routes";
import { apiError } from "@/lib/http/api-error";
import { CACHE_CONTROL } from "@/lib/http/cache-control";

/**
 * /api/og/{locale}/{registry path}: the 1200x630 social card of every page in both languages, and of the
 * app pages that have one (CARD_APP_PAGES: the search page, so a shared results link previews like any page). Rendered
 * once at build time and served as a static file until the next build; the og:image URL carries a hash of the card
 * (`?v=`), so link previews refetch when a title changes. Under /api, so the middleware never runs for it.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

/** Every registry page and every collection item (a notification, a ruling) has a card. */
export function generateStaticParams() {
  const paths = [...routes.map((entry) => entry.path), ...CARD_APP_PAGES];
  return routing.locales.flatMap((locale) =>
    [...paths, ...allItems(locale).map((item) => item.path)].map((path) => ({
      locale,
      slug: path === "/" ? [] : path.slice(1).split("/"),
    })),
  );
}

export async function GET(_request: Request, { params }: RouteContext<"/api/og/[locale]/[[...slug]]">) {
  const { slug = [] } = await params;
  const locale = asLocale((await params).locale);
  const path = `/${slug.map(decodeURIComponent).join("/")}`;
  const known = !!locale && (!!findRoute(path) || allItems(locale).some((item) => item.path === path));
  if (!locale || (!known && !hasAppCard(path)))
    return apiError(404, { code: "not_found", message: "No page has a card at this address." });
  const card = known ? await pageCard(locale, path) : await appPageCard(locale, path as "/search");
  return renderCard(card, await loadCardFonts(), { "Cache-Control": CACHE_CONTROL.socialCard });
}
