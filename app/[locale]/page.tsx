import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContentPage } from "@/components/content/ContentPage";
import { localeParam } from "@/lib/locale-param";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: "site" });
  return pageMetadata(locale, "/", t("name"));
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return <ContentPage locale={locale} path="/" />;
}
