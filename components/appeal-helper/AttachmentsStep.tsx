"use client";

import type { Ref } from "react";
import type { Locale } from "@/i18n/locales";
import type { formText } from "@/lib/appeal-form/labels";
import type { bangkokToday } from "@/lib/validation/dates";
import { AttachmentList } from "./AttachmentList";
import { FormField } from "./FormField";
import { helperStore } from "./helper-store";
import type { FormMessages } from "./messages";

type Props = {
  locale: Locale;
  labels: (typeof formText)[Locale];
  messages: FormMessages;
  today: ReturnType<typeof bangkokToday>;
  checked: boolean[];
  otherAttachment: string;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The step of the documents sent with the appeal: the form's list of attachments, and any other one, typed. */
export function AttachmentsStep({ locale, labels, messages: m, today, checked, otherAttachment, headingRef }: Props) {
  return (
    <>
      <AttachmentList
        legend={labels.part5}
        headingRef={headingRef}
        hint={m.form.attachmentsHint}
        items={labels.attachments}
        checked={checked}
        onChange={(next) => helperStore.update((state) => ({ ...state, attachments: next }))}
      />
      <FormField
        ui={{ name: "otherAttachment", maxLength: 300 }}
        locale={locale}
        label={labels.otherAttachment}
        value={otherAttachment}
        error={null}
        messages={m}
        today={today}
        onChange={(value) => helperStore.setValue("otherAttachment", value)}
      />
    </>
  );
}
