import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { CollectionPageView } from "@/components/collections/CollectionPageView";
import { ContentPage } from "@/components/content/ContentPage";
import { PageFrame } from "@/components/layout/PageFrame";
import { routing } from "@/i18n/routing";
import { collectionPaths, resolveCollectionPage } from "@/lib/content/collection-routes";
import { loadContentPage } from "@/lib/content/page-data";
import { localeParam } from "@/lib/locale-param";
import { findRoute, routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";
import { collectionMetadata } from "@/lib/seo/collection-metadata";

type Props = PageProps<"/[locale]/[...slug]">;

// Nothing is rendered per request here: a path not built is a 404 before rendering starts. Next answers it with the
// root app/not-found.tsx, so the middleware sends unknown paths to the localized 404 page first (not-found.ts there).
export const dynamicParams = false;

/** Every registry page, collection item and list page in both languages is built at build time. */
export function generateStaticParams() {
  const registry = routing.locales.flatMap((locale) =>
    routes.filter((r) => r.path !== "/").map((r) => ({ locale, path: r.path })),
  );
  return [...registry, ...collectionPaths()].map(({ locale, path }) => ({ locale, slug: path.slice(1).split("/") }));
}

async function resolve(params: Props["params"]) {
  const locale = await localeParam(params);
  const path = `/${(await params).slug.map(decodeURIComponent).join("/")}`;
  return { locale, path, entry: findRoute(path), collection: resolveCollectionPage(locale, path) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, entry, collection } = await resolve(params);
  if (entry) return pageMetadata(locale, entry.path);
  return collection ? collectionMetadata(locale, collection) : {};
}

export default async function RegistryPage({ params }: Props) {
  const { locale, path, entry, collection } = await resolve(params);
  if (!entry && !collection) notFound();
  setRequestLocale(locale);
  return (
    <PageFrame locale={locale} page={{ path }}>
      {entry ? (
        <ContentPage locale={locale} path={entry.path} page={await loadContentPage(locale, entry.path)} />
      ) : (
        <CollectionPageView locale={locale} page={collection!} />
      )}
    </PageFrame>
  );
}
