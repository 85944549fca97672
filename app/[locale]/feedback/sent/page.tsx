import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FeedbackSent } from "@/components/feedback/FeedbackSent";
import { PageFrame } from "@/components/layout/PageFrame";
import { FEEDBACK_SENT_PATH } from "@/lib/feedback/sent";
import { readSentPage } from "@/lib/feedback/sent-page";
import { localeParam } from "@/lib/locale-param";

type Props = PageProps<"/[locale]/feedback/sent">;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "feedback" });
  return {
    title: t(`${readSentPage(await searchParams).outcome}.title`),
    robots: { index: false, follow: true },
  };
}

/** Where "Was this page useful?" lands without JavaScript: the answer's fate, and the way back to the page. */
export default async function FeedbackSentPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    <PageFrame locale={locale} page={{ path: FEEDBACK_SENT_PATH }}>
      <FeedbackSent locale={locale} sent={readSentPage(await searchParams)} />
    </PageFrame>
  );
}
