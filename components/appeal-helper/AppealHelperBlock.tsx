import { getMessages } from "next-intl/server";
import { ThaiText } from "@/components/content/ThaiText";
import { formText } from "@/lib/appeal-form/labels";
import { appealFormUrl } from "@/lib/appeal-form/files";
import type { AppealHelperData } from "@/lib/content/blocks";
import { keptWordList, stringsOf } from "@/lib/text/kept-word-list";
import { localizedPath, type Locale } from "@/i18n/locales";
import { AppealForm, EligibilityCheck } from "./lazy-parts";
import { checkMessages, formMessages, type HelperMessages } from "./messages";
import { APPEAL_CHECK_PATH } from "./check-form";
import { OfficeList } from "./OfficeList";

/** The form's id: the check's "fill in the form" link points at it. */
const FORM_ID = "appeal-helper-form";

type Props = { locale: Locale; part: "check" | "form" | "offices"; data: AppealHelperData };

/** The `::appeal-helper{part="…"}` block: one part of the appeal helper under the page's own heading. */
export async function AppealHelperBlock({ locale, part, data }: Props) {
  const messages = ((await getMessages({ locale })) as { appealHelper: HelperMessages }).appealHelper;
  if (part === "offices") return <OfficeList locale={locale} messages={messages.offices} {...data} />;

  const { contacts } = data;
  const sendTo = `${contacts.name[locale]}, ${contacts.address[locale]}`;
  // What each client part draws as text, and the words it keeps whole in it (`words`, see components/content/Words).
  const check = checkMessages(messages);
  const form = formMessages(messages);
  return (
    <>
      {part === "check" ? (
        <EligibilityCheck
          locale={locale}
          messages={check}
          words={keptWordList(stringsOf(check))}
          formId={FORM_ID}
          action={localizedPath(locale, APPEAL_CHECK_PATH)}
        />
      ) : (
        <>
          <AppealForm
            locale={locale}
            messages={form}
            words={keptWordList(stringsOf([form, sendTo, formText[locale]]))}
            sendTo={sendTo}
            formId={FORM_ID}
          />
          {/* Printing the filled-in form needs JavaScript; the blank PDF is the same form, to fill in by hand. */}
          <noscript>
            <p className="helper-noscript">
              <ThaiText text={messages.noScript} />{" "}
              <a href={appealFormUrl(locale)}>
                <ThaiText text={messages.noScriptLink} />
              </a>
            </p>
          </noscript>
        </>
      )}
    </>
  );
}
