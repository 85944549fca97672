import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/layout/PageFrame";
import { FeedbackTable } from "@/components/staff/FeedbackTable";
import { FeedbackWhyList } from "@/components/staff/FeedbackWhyList";
import { RedactionNote } from "@/components/staff/RedactionNote";
import { SearchInsights } from "@/components/staff/SearchInsights";
import { requireStaff } from "@/lib/auth/page-guard";
import { pageAddress, STAFF_HOME } from "@/lib/auth/paths";
import { localeParam } from "@/lib/locale-param";
import { loadFeedbackCounts, loadFeedbackWhy, loadSearchInsights } from "@/lib/staff/dashboard";
import { localizedPath } from "@/i18n/locales";

type Props = PageProps<"/[locale]/staff">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "staff" });
  return { title: t("title") };
}

/** The staff home: what visitors search for, and what they say of each page. */
export default async function StaffHome({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  // Before anything is read: this page's address is where a sign-in returns to.
  const user = await requireStaff(locale, pageAddress(localizedPath(locale, STAFF_HOME), await searchParams));
  const t = await getTranslations({ locale, namespace: "staff" });
  const [insights, counts, answers] = await Promise.all([
    loadSearchInsights(),
    loadFeedbackCounts(),
    loadFeedbackWhy(),
  ]);
  return (
    <PageFrame locale={locale} page={{ path: "/staff", staffName: user.name }}>
      <div className="container page staff-page">
        <h1>{t("title")}</h1>
        <p className="staff-welcome">{t("welcome", { name: user.name })}</p>
        <SearchInsights locale={locale} windows={insights} />
        <FeedbackTable locale={locale} rows={counts} />
        <FeedbackWhyList locale={locale} answers={answers} />
        <RedactionNote locale={locale} />
      </div>
    </PageFrame>
  );
}
