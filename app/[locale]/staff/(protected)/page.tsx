import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/layout/PageFrame";
import { FeedbackTable } from "@/components/staff/FeedbackTable";
import { FeedbackWhyList } from "@/components/staff/FeedbackWhyList";
import { SearchIndexPanel } from "@/components/staff/SearchIndexPanel";
import { SearchInsights } from "@/components/staff/SearchInsights";
import { requireStaff } from "@/lib/auth/guard";
import { localeParam } from "@/lib/locale-param";

type Props = PageProps<"/[locale]/staff">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "staff" });
  return { title: t("title") };
}

/** The staff home: what visitors search for, what they say of each page, and the search index's state. */
export default async function StaffHome({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const user = await requireStaff(locale);
  const t = await getTranslations({ locale, namespace: "staff" });
  const republished = (await searchParams).republished === "1";
  return (
    <PageFrame locale={locale} page={{ path: "/staff", staffName: user.name }}>
      <div className="container page staff-page">
        <h1>{t("title")}</h1>
        <p className="staff-welcome">{t("welcome", { name: user.name })}</p>
        <SearchInsights locale={locale} />
        <FeedbackTable locale={locale} />
        <FeedbackWhyList locale={locale} />
        <SearchIndexPanel locale={locale} republished={republished} />
      </div>
    </PageFrame>
  );
}
