import { getTranslations } from "next-intl/server";
import { localizedPath, type Locale } from "@/i18n/locales";
import type { SentPage } from "@/lib/feedback/sent-page";
import { NoReplyNote } from "./NoReplyNote";
import { WhyFields } from "./WhyFields";

/** The thank-you page's body, without JavaScript: the answer's fate, "why" after a "No", and the way back. */
export async function FeedbackSent({ locale, sent }: { locale: Locale; sent: SentPage }) {
  const t = await getTranslations({ locale, namespace: "feedback" });
  const { outcome, calm, page, askWhy, answeredWhy } = sent;
  return (
    <div className="container page feedback-sent">
      <h1>{t(`${outcome}.title`)}</h1>
      <p className="lead" role={calm ? "status" : "alert"}>
        {t(`${outcome}.body`)}
      </p>
      {answeredWhy && (
        <p>
          <NoReplyNote text={t.raw("why.noReply") as string} contact={t("why.contact")} locale={locale} />
        </p>
      )}
      {/* After a recorded "No" (or an empty box): the optional "what were you trying to do?", as a plain form. */}
      {askWhy && page && (
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
  );
}
