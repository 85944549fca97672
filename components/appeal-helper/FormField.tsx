import { Words } from "@/components/content/Words";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { APPEAL_FIELDS } from "@/lib/validation/appeal-form";
import { appealWindow, parseDateInput } from "@/lib/validation/dates";
import type { FieldUi } from "./form-fields";
import { fill, type FormMessages } from "./messages";
import { TextField } from "./TextField";

type Props = {
  ui: FieldUi;
  locale: Locale;
  label: string;
  value: string;
  error: string | null;
  messages: FormMessages;
  today: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/** A field of the appeal form: its rule's hint, and for a date how it was read (and, for the letter, the last day). */
export function FormField({ ui, locale, label, value, error, messages: m, today, onChange, onFocus, onBlur }: Props) {
  const iso = ui.date && !error ? parseDateInput(value) : null;
  let note: ReactNode;
  if (iso) {
    const span = ui.name === "letterDate" ? appealWindow(iso, today) : null;
    const deadline = span && span.status !== "future-letter" && formatDate(locale, span.deadline);
    note = (
      <>
        <Words text={fill(m.form.dateReadAs, { date: formatDate(locale, iso) })} />
        {span && deadline && (
          <strong className="field-note-deadline">
            <Words text={fill(span.status === "open" ? m.form.deadline : m.form.deadlinePassed, { date: deadline })} />
          </strong>
        )}
      </>
    );
  }
  return (
    <TextField
      id={`appeal-${ui.name}`}
      label={label}
      value={value}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      required={APPEAL_FIELDS[ui.name].required}
      requiredLabel={m.form.required}
      hint={ui.hint ? m.form.hints[ui.hint] : ui.date ? m.form.dateHint : undefined}
      note={note}
      error={error}
      dataType={ui.dataType}
      input={ui.input}
      rows={ui.rows}
      inputMode={ui.inputMode}
      autoComplete={ui.autoComplete}
      maxLength={ui.maxLength}
      short={ui.short}
    />
  );
}
