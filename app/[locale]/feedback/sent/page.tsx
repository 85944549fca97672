import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NoReplyNote } from "@/components/feedback/NoReplyNote";
import { WhyFields } from "@/components/feedback/WhyFields";
import { PageFrame } from "@/components/layout/PageFrame";
import { FEEDBACK_OUTCOMES, FEEDBACK_SENT_PATH, type FeedbackOutcome } from "@/lib/feedback/sent";
import { localeParam } from "@/lib/locale-param";
import { localizedPath } from "@/i18n/locales";
import { findRoute } from "@/lib/routes";

type Props = PageProps<"/[locale]/feedback/sent">;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const outcomeOf = (value: string | undefined): FeedbackOutcome =>
  FEEDBACK_OUTCOMES.find((outcome) => outcome === value) ?? "sent";

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: "feedback" });
  return {
    title: t(`${outcomeOf(first((await searchParams).outcome))}.title`),
    robots: { index: false, follow: true },
  };
}

/** Where "Was this page useful?" lands without JavaScript: the answer's fate, and the way back to the page. */
export default async function FeedbackSentPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "feedback" });
  const query = await searchParams;
  const outcome = outcomeOf(first(query.outcome));
  // Only a registry page may be linked back to: the query is the visitor's to edit.
  const page = findRoute(first(query.page) ?? "");
  // Nothing went wrong: the answer was stored, or there was nothing to store (an empty "why").
  const calm = outcome === "sent" || outcome === "empty";
  return (
    <PageFrame locale={locale} page={{ path: FEEDBACK_SENT_PATH }}>
      <div className="container page feedback-sent">
        <h1>{t(`${outcome}.title`)}</h1>
        <p className="lead" role={calm ? "status" : "alert"}>
          {t(`${outcome}.body`)}
        </p>
        {outcome === "sent" && first(query.answered) === "why" && (
          <p>
            <NoReplyNote text={t.raw("why.noReply") as string} contact={t("why.contact")} locale={locale} />
          </p>
        )}
        {/* After a recorded "No" (or an empty box): the optional "what were you trying to do?", as a plain form. */}
        {calm && page && first(query.ask) === "why" && (
          <WhyFields
            locale={locale}
            path={page.path}
            labels={{ label: t("why.label"), hint: t("why.hint"), send: t("why.send") }}
          />
        )}
        <p>
          {page ? (
            <a href={localizedPath(locale, page.path)} className="button">
              {t("backTo", { page: page.label[locale] })}
            </a>
          ) : (
            <a href={localizedPath(locale, "/")} className="button">
              {t("backHome")}
            </a>
          )}
        </p>
      </div>
    </PageFrame>
  );
}
