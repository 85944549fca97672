import type { Metadata } from "next";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { CheckAnswerPage } from "@/components/appeal-helper/CheckAnswerPage";
import type { HelperMessages } from "@/components/appeal-helper/messages";
import { APPEAL_CHECK_PATH, readCheckForm } from "@/components/appeal-helper/check-form";
import { PageFrame } from "@/components/layout/PageFrame";
import { localeParam } from "@/lib/locale-param";

type Props = PageProps<"/[locale]/appeal-check">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "appealHelper.check" });
  // One page per set of answers: nothing for a search engine to keep.
  return { title: t("pageTitle"), robots: { index: false, follow: true } };
}

/** The answer to the eligibility check's plain GET form: the check works without JavaScript, as a page. */
export default async function AppealCheckPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const first = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const messages = ((await getMessages({ locale })) as { appealHelper: HelperMessages }).appealHelper;
  const answers = readCheckForm({ get: first });
  const search = `?${new URLSearchParams({ ...answers.answers, ...(answers.letterDate ? { letterDate: answers.letterDate } : {}) })}`;
  return (
    <PageFrame locale={locale} page={{ path: APPEAL_CHECK_PATH, search }}>
      <CheckAnswerPage locale={locale} answers={answers} messages={messages} />
    </PageFrame>
  );
}
