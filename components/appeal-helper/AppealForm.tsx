"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { formText, idNumberLabel, idTypeOptions } from "@/lib/appeal-form/labels";
import { appealFormHtml } from "@/lib/appeal-form/template";
import type { Locale } from "@/i18n/locales";
import { APPEAL_FIELD_NAMES, appealFormProblems, type AppealField } from "@/lib/validation/appeal-form";
import { bangkokToday } from "@/lib/validation/dates";
import { idType } from "@/lib/validation/rules";
import { AttachmentList } from "./AttachmentList";
import { ErrorSummary } from "./ErrorSummary";
import { ChoiceField } from "./ChoiceField";
import { FIELD_GROUPS, identityUi, postalCodeUi, type FieldUi } from "./form-fields";
import { FormField } from "./FormField";
import { helperStore, useHelperAnswers, useHydrated } from "./helper-store";
import type { FormMessages } from "./messages";
import { pageFontCss, printDocument, printValues } from "./print-form";
import { problemText } from "./problem-text";

type Props = { locale: Locale; messages: FormMessages; sendTo: string; formId: string };

/**
 * The appeal form online: checked as the visitor types, kept in this tab's storage, and printed (or saved as PDF by
 * the browser's print dialog) as the same document as the downloadable form, filled in. Nothing is sent anywhere.
 * Its fields are uncontrolled: what was typed or ticked before hydration is taken over on mount (issue 16). Printing
 * needs the scripts, so the print button waits for them; without JavaScript the form is hidden and the page offers
 * the printable PDF instead (AppealHelperBlock).
 */
export function AppealForm({ locale, messages: m, sendTo, formId }: Props) {
  const { values, attachments } = useHelperAnswers();
  const hydrated = useHydrated();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState("");
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const labels = formText[locale];
  const today = bangkokToday();
  const problems = appealFormProblems(values, today);
  // Who may appeal is any data subject: the ID number follows the identification chosen (Thai ID, passport, company).
  const labelOf = (name: AppealField) => (name === "nationalId" ? idNumberLabel(labels, values.idType) : labels[name]);
  const uiOf = (ui: FieldUi) =>
    ui.name === "nationalId"
      ? identityUi(idType(values.idType))
      : ui.name === "postalCode"
        ? postalCodeUi(idType(values.idType))
        : ui;

  useEffect(() => {
    if (summaryFocus) summary.current?.focus();
  }, [summaryFocus]);

  useLayoutEffect(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const typed = APPEAL_FIELD_NAMES.flatMap((name) => {
      const value = data.get(`appeal-${name}`);
      // The ID type's first radio is ticked in the server HTML: only another choice is the visitor's.
      const chosen = typeof value === "string" && value !== "" && !(name === "idType" && value === "thaiId");
      return chosen ? [[name, value] as const] : [];
    });
    const ticked = labels.attachments.map((_, n) => data.has(`attachment-${n}`));
    if (typed.length === 0 && !ticked.includes(true)) return;
    helperStore.update((state) => ({
      ...state,
      values: { ...state.values, ...Object.fromEntries(typed) },
      attachments: ticked.includes(true) ? ticked : state.attachments,
    }));
    // Once, on mount: later typing arrives through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const touch = (name: string) => setTouched((set) => (set.has(name) ? set : new Set(set).add(name)));

  // Typing a field for the first time is not an error yet: it shows once the visitor leaves it (or completes an ID),
  // and from then on as they type. Answers restored after a reload are judged at once.
  const errorOf = (name: AppealField): string | null => {
    const found = problems[name];
    const typed = (values[name] ?? "").trim() !== "";
    if (!found || !(attempted || (typed && (touched.has(name) || focused !== name)))) return null;
    return problemText(m.errors, found, values[name] ?? "", labels);
  };

  const print = async () => {
    setAttempted(true);
    setStatus("");
    if (Object.keys(problems).length > 0) {
      setSummaryFocus((n) => n + 1);
      return;
    }
    const html = appealFormHtml({
      locale,
      fontCss: pageFontCss(),
      sendTo,
      values: printValues(locale, values, attachments),
    });
    await printDocument(html, m.form.printFrameTitle);
    setStatus(m.form.printing);
  };

  const clear = () => {
    helperStore.clear();
    setAttempted(false);
    setTouched(new Set());
    setStatus(m.form.cleared);
  };

  const summaryItems = (Object.keys(problems) as AppealField[]).map((name) => ({
    id: `appeal-${name}`,
    label: labelOf(name),
    message: problemText(m.errors, problems[name]!, values[name] ?? "", labels),
  }));

  return (
    <form
      ref={form}
      id={formId}
      className="helper-form"
      data-hydrated={hydrated || undefined}
      aria-label={m.form.label}
      noValidate
      onSubmit={(event) => {
        // Printing happens here, in the browser: the form is never submitted anywhere.
        event.preventDefault();
        void print();
      }}
    >
      {attempted && summaryItems.length > 0 && (
        <ErrorSummary ref={summary} title={m.form.summaryTitle} items={summaryItems} />
      )}
      {FIELD_GROUPS.map((group) => (
        <fieldset key={group.legend} className="helper-group">
          <legend>{group.legend === "header" ? m.form.header : labels[group.legend]}</legend>
          {group.legend === "part3" && <p className="field-hint">{labels.deadlineNote}</p>}
          {group.fields.map((ui) =>
            ui.name === "idType" ? (
              <ChoiceField
                key={ui.name}
                name="appeal-idType"
                legend={labels.idType}
                options={idTypeOptions(labels)}
                value={idType(values.idType)}
                onChange={(value) => helperStore.setValue("idType", value)}
              />
            ) : (
              <FormField
                key={ui.name}
                ui={uiOf(ui)}
                locale={locale}
                label={labelOf(ui.name)}
                value={values[ui.name] ?? ""}
                error={errorOf(ui.name)}
                messages={m}
                today={today}
                onChange={(value) => {
                  helperStore.setValue(ui.name, value);
                  if (ui.name === "nationalId" && value.length === 13) touch(ui.name);
                }}
                onFocus={() => setFocused(ui.name)}
                onBlur={() => {
                  setFocused(null);
                  touch(ui.name);
                }}
              />
            ),
          )}
        </fieldset>
      ))}
      <AttachmentList
        legend={labels.part5}
        hint={m.form.attachmentsHint}
        items={labels.attachments}
        checked={attachments}
        onChange={(checked) => helperStore.update((state) => ({ ...state, attachments: checked }))}
      />
      <FormField
        ui={{ name: "otherAttachment", maxLength: 300 }}
        locale={locale}
        label={labels.otherAttachment}
        value={values.otherAttachment ?? ""}
        error={null}
        messages={m}
        today={today}
        onChange={(value) => helperStore.setValue("otherAttachment", value)}
      />
      <p className="helper-kept">{m.form.kept}</p>
      <div className="helper-actions">
        {/* Disabled until hydrated: a native submit before then would put the answers in the page's URL. */}
        <button type="submit" disabled={!hydrated}>
          {m.form.print}
        </button>
        <button type="button" className="button-secondary" onClick={clear}>
          {m.form.clear}
        </button>
      </div>
      <p className="helper-status" role="status">
        {status}
      </p>
    </form>
  );
}
