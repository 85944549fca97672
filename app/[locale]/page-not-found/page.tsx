import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotFoundContent } from "@/components/errors/NotFoundContent";
import { localeParam } from "@/lib/locale-param";

/**
 * The 404 page, built once per language as static HTML. The middleware rewrites every unknown path here with a
 * 404 status, so the answer is complete (it works without JavaScript) and costs no rendering per request.
 */
export async function generateMetadata({ params }: PageProps<"/[locale]/page-not-found">): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: "notFound" });
  return { title: t("title"), robots: { index: false, follow: true } };
}

export default async function PageNotFound({ params }: PageProps<"/[locale]/page-not-found">) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return <NotFoundContent locale={locale} />;
}
