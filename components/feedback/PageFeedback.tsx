import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { FeedbackButtons } from "./FeedbackButtons";
import { ThaiText } from "@/components/content/ThaiText";
import { NoReplyNote } from "./NoReplyNote";

/** "Was this page useful? Yes / No" at the end of every content page (GOV.UK style). Static: no session. */
export async function PageFeedback({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: "feedback" });
  return (
    <section className="page-feedback" aria-label={t("label")}>
      <FeedbackButtons
        locale={locale}
        path={path}
        labels={{
          question: <ThaiText text={t("question")} />,
          yes: <ThaiText text={t("yes")} />,
          no: <ThaiText text={t("no")} />,
          thanks: <ThaiText text={t("thanks")} />,
          notSent: <ThaiText text={t("notSent")} />,
          privacy: <ThaiText text={t("privacy")} />,
          why: {
            label: t("why.label"),
            hint: t("why.hint"),
            send: t("why.send"),
            thanks: (
              <>
                <ThaiText text={t("why.thanks")} />{" "}
                <NoReplyNote text={t.raw("why.noReply") as string} contact={t("why.contact")} locale={locale} />
              </>
            ),
            empty: <ThaiText text={t("why.empty")} />,
          },
        }}
      />
    </section>
  );
}
