import { getMessages } from "next-intl/server";
import { appealFormUrl } from "@/lib/appeal-form/files";
import { loadContacts } from "@/lib/content/data";
import { localizedPath, type Locale } from "@/i18n/locales";
import { AppealForm, EligibilityCheck } from "./lazy-parts";
import type { HelperMessages } from "./messages";
import { APPEAL_CHECK_PATH } from "./check-form";
import { OfficeList } from "./OfficeList";

/** The form's id: the check's "fill in the form" link points at it. */
const FORM_ID = "appeal-helper-form";

/** The `::appeal-helper{part="…"}` block: one part of the appeal helper under the page's own heading. */
export async function AppealHelperBlock({ locale, part }: { locale: Locale; part: "check" | "form" | "offices" }) {
  const messages = ((await getMessages({ locale })) as { appealHelper: HelperMessages }).appealHelper;
  if (part === "offices") return <OfficeList locale={locale} messages={messages.offices} />;

  const contacts = loadContacts();
  return (
    <>
      {part === "check" ? (
        <EligibilityCheck
          locale={locale}
          messages={{
            yes: messages.yes,
            no: messages.no,
            check: messages.check,
            errors: messages.errors,
            form: { dateHint: messages.form.dateHint, dateReadAs: messages.form.dateReadAs },
          }}
          formId={FORM_ID}
          action={localizedPath(locale, APPEAL_CHECK_PATH)}
        />
      ) : (
        <>
          <AppealForm
            locale={locale}
            messages={{ form: messages.form, errors: messages.errors }}
            sendTo={`${contacts.name[locale]}, ${contacts.address[locale]}`}
            formId={FORM_ID}
          />
          {/* Printing the filled-in form needs JavaScript; the blank PDF is the same form, to fill in by hand. */}
          <noscript>
            <p className="helper-noscript">
              {messages.noScript} <a href={appealFormUrl(locale)}>{messages.noScriptLink}</a>
            </p>
          </noscript>
        </>
      )}
    </>
  );
}
