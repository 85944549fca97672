import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ContentPage } from "@/components/content/ContentPage";
import { PageFrame } from "@/components/layout/PageFrame";
import { loadContentPage } from "@/lib/content/page-data";
import { localeParam } from "@/lib/locale-param";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  return pageMetadata(await localeParam(params), "/");
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    <PageFrame locale={locale} page={{ path: "/" }}>
      <ContentPage locale={locale} path="/" page={await loadContentPage(locale, "/")} />
    </PageFrame>
  );
}
