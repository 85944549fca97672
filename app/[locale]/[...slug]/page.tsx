import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { ContentPage } from "@/components/content/ContentPage";
import { PageFrame } from "@/components/layout/PageFrame";
import { routing } from "@/i18n/routing";
import { localeParam } from "@/lib/locale-param";
import { findRoute, routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

type Props = PageProps<"/[locale]/[...slug]">;

// Unknown paths 404 before rendering starts, so the localized not-found page is complete HTML (works without JS).
export const dynamicParams = false;

/** Every registry page in both languages is built at build time; anything else falls to the localized 404. */
export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    routes.filter((r) => r.path !== "/").map((r) => ({ locale, slug: r.path.slice(1).split("/") })),
  );
}

async function resolve(params: Props["params"]) {
  const locale = await localeParam(params);
  const { slug } = await params;
  const entry = findRoute(`/${slug.map(decodeURIComponent).join("/")}`);
  return { locale, entry };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, entry } = await resolve(params);
  if (!entry) return {};
  return pageMetadata(locale, entry.path);
}

export default async function RegistryPage({ params }: Props) {
  const { locale, entry } = await resolve(params);
  if (!entry) notFound();
  setRequestLocale(locale);
  return (
    <PageFrame locale={locale} page={{ path: entry.path }}>
      <ContentPage locale={locale} path={entry.path} />
    </PageFrame>
  );
}
