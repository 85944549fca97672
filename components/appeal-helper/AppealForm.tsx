"use client";

import { KeptWordsProvider, Words } from "@/components/content/Words";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { formText, idNumberLabel, idTypeOptions } from "@/lib/appeal-form/labels";
import { appealFormHtml } from "@/lib/appeal-form/template";
import type { Locale } from "@/i18n/locales";
import { appealFormProblems, type AppealField } from "@/lib/validation/appeal-form";
import { bangkokToday } from "@/lib/validation/dates";
import { idType } from "@/lib/validation/rules";
import { AttachmentsStep } from "./AttachmentsStep";
import { ErrorSummary, focusField } from "./ErrorSummary";
import { FieldGroup } from "./FieldGroup";
import { FormActions } from "./FormActions";
import { FormStart } from "./FormStart";
import { STEP_COUNT_ID } from "./GroupLegend";
import { identityUi, postalCodeUi, type FieldUi } from "./form-fields";
import { helperStore, useHelperAnswers, useHydrated } from "./helper-store";
import { fill, type FormMessages } from "./messages";
import { lastDayOf, pageFontCss, printDocument, printValues } from "./print-form";
import { PrintStep } from "./PrintStep";
import { problemText } from "./problem-text";
import { ReviewAnswers } from "./ReviewAnswers";
import { FIELD_ORDER, fieldsOfStep, stepOfField, STEPS, stepTitle } from "./steps";
import { takeOverForm } from "./take-over-form";
import { useStep } from "./use-step";

/** `words`: the words to keep whole in its text, listed by the server (KeptWordsProvider). */
type Props = { locale: Locale; messages: FormMessages; words: string; sendTo: string; formId: string };

/**
 * The appeal form online, in short steps (steps.ts) with a counter, Back, and "check your answers" before printing:
 * checked as the visitor types, kept in this tab's storage, and printed (or saved as PDF by the browser's print
 * dialog) as the same document as the downloadable form, filled in. Nothing is sent anywhere. Each step is checked
 * before the next (GOV.UK: the error summary at the top takes focus, each message by its field).
 * Its fields follow the helper's store; what was typed or ticked before hydration is taken over on mount. Printing
 * needs the scripts, so the print button waits for them; without JavaScript the form is hidden and the page offers
 * the printable PDF instead (AppealHelperBlock).
 */
export function AppealForm({ locale, messages: m, words, sendTo, formId }: Props) {
  const { values, attachments } = useHelperAnswers();
  const hydrated = useHydrated();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  // 0: the check, with the form's start under it; then the steps. `returning`: a Change link from the review led here.
  const [position, returning, go] = useStep(STEPS.length);
  const step = Math.max(position, 1);
  const REVIEW = STEPS.findIndex((at) => at.kind === "review") + 1;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | null>(null);
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

  // After a move between steps (not on load): focus the field a Change link named, or the new step's heading.
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const field = target ? document.getElementById(target) : null;
    (field ?? heading.current)?.focus();
    (field ?? heading.current)?.scrollIntoView({ block: field ? "center" : "start" });
  }, [position, returning]);

  // In the steps, the page shows the form alone, and where to send it after the print step (helper-page.css): each step
  // is a short page of its own on a phone. On the check, the page ends with the form's start.
  const kind = position === 0 ? "check" : STEPS[step - 1].kind;
  useEffect(() => {
    const html = document.documentElement;
    if (kind === "check") html.removeAttribute("data-helper-steps");
    else html.setAttribute("data-helper-steps", kind);
    html.toggleAttribute("data-helper-check", kind === "check");
    return () => html.removeAttribute("data-helper-check");
  }, [kind]);

  /** To another step; `back` marks a move from the review, whose step then leads straight back to it. */
  const goTo = (next: number, fieldId = "", back = false) => {
    focusNext.current = fieldId;
    setStatus("");
    go(next, fieldId || undefined, back);
  };

  // Before the first paint after hydration: what was typed before the scripts ran goes into the store first.
  useLayoutEffect(() => takeOverForm(form.current), []);

  const touch = (name: string) => setTouched((set) => (set.has(name) ? set : new Set(set).add(name)));

  // Typing a field for the first time is not an error yet: it shows once the visitor leaves it (or completes an ID),
  // and from then on as they type. Answers restored after a reload are judged at once.
  const errorOf = (name: AppealField): string | null => {
    const found = problems[name];
    const typed = (values[name] ?? "").trim() !== "";
    const tried = attempted.has(stepOfField(name)) || attempted.has(STEPS.length);
    if (!found || !(tried || (typed && (touched.has(name) || focused !== name)))) return null;
    return problemText(m.errors, found, values[name] ?? "", labels);
  };

  const deadline = lastDayOf(locale, values.letterDate, Boolean(problems.letterDate), today, m.form);
  const deadlineText = deadline?.text ?? null;

  /** The problems a step shows in its summary, in the order of the page: its own fields, or all on the print step. */
  const stepProblems = (n: number) =>
    (n === STEPS.length ? FIELD_ORDER : fieldsOfStep(n)).filter((name) => problems[name]);

  const next = () => {
    setAttempted((set) => new Set(set).add(step));
    if (stepProblems(step).length > 0) {
      setSummaryFocus((n) => n + 1);
      return;
    }
    goTo(returning ? REVIEW : step + 1);
  };

  const print = async () => {
    setAttempted((set) => new Set(set).add(STEPS.length));
    setStatus("");
    if (Object.keys(problems).length > 0) {
      setSummaryFocus((n) => n + 1);
      return;
    }
    const html = appealFormHtml({
      locale,
      fontCss: pageFontCss(),
      sendTo,
      lastDay: deadline?.status === "open" ? deadlineText! : undefined,
      values: printValues(locale, values, attachments),
    });
    await printDocument(html, m.form.printFrameTitle);
    setStatus(m.form.printing);
  };

  // Asked first (ClearAnswers); then every answer goes, and the visitor starts again at step 1, told why it is empty.
  const clear = () => {
    helperStore.clear();
    setAttempted(new Set());
    setTouched(new Set());
    goTo(1);
    setStatus(m.form.cleared);
  };

  const summaryItems = stepProblems(step).map((name) => ({
    id: `appeal-${name}`,
    label: labelOf(name),
    message: problemText(m.errors, problems[name]!, values[name] ?? "", labels),
  }));

  const current = STEPS[step - 1];
  const titleOf = (n: number) => stepTitle(n, labels, m.form);
  // Before the scripts run every group is in the page (hidden without JavaScript, and on the check until a step is
  // named, helper-page.css); then one step, none on the check.
  const shows = (n: number) => !hydrated || n === position;
  const onCheck = hydrated && position === 0;

  const fieldProps = (name: AppealField) => ({
    label: labelOf(name),
    value: values[name] ?? "",
    error: errorOf(name),
    onChange: (value: string) => {
      helperStore.setValue(name, value);
      if (name === "nationalId" && value.length === 13) touch(name);
    },
    onFocus: () => setFocused(name),
    onBlur: () => {
      setFocused(null);
      touch(name);
    },
  });

  return (
    <KeptWordsProvider words={words}>
      <form
        ref={form}
        id={formId}
        className="helper-form"
        data-hydrated={hydrated || undefined}
        data-step={hydrated ? step : undefined}
        // On the check the form is only its start: no landmark of its own yet.
        aria-label={onCheck ? undefined : m.form.label}
        noValidate
        onSubmit={(event) => {
          // Printing happens here, in the browser: the form is never submitted anywhere.
          event.preventDefault();
          if (current.kind === "print") void print();
          else next();
        }}
      >
        {!(hydrated && position > 0) && <FormStart text={m.form.start} hydrated={hydrated} onStart={() => goTo(1)} />}
        {hydrated && !onCheck && (
          <>
            <p className="helper-step-count" id={STEP_COUNT_ID}>
              <Words text={fill(m.form.stepCount, { step, count: STEPS.length })} />
            </p>
            {(current.kind === "review" || current.kind === "print") && (
              <h3 className="helper-step-title" tabIndex={-1} ref={heading} aria-describedby={STEP_COUNT_ID}>
                <Words text={titleOf(step)} />
              </h3>
            )}
          </>
        )}
        {!onCheck && attempted.has(step) && summaryItems.length > 0 && (
          <ErrorSummary
            ref={summary}
            id="appeal-error-summary"
            // Named for the button pressed: Continue on the steps, Print on the last.
            title={current.kind === "print" ? m.form.summaryTitle : m.form.summaryTitleNext}
            items={summaryItems}
            onSelect={(id) => focusField(id) || goTo(stepOfField(id.replace(/^appeal-/, "") as AppealField), id)}
          />
        )}
        {STEPS.map((at, i) =>
          at.kind === "fields" && shows(i + 1) ? (
            <FieldGroup
              key={i}
              group={at.group}
              legend={at.group.legend === "header" ? m.form.header : labels[at.group.legend]}
              headingRef={hydrated ? heading : undefined}
              notes={at.group.legend === "part3" ? [m.form.deadlineNote, m.form.letterDateOptional] : []}
              locale={locale}
              messages={m}
              today={today}
              idType={idType(values.idType)}
              idTypeLegend={labels.idType}
              idTypeOptions={idTypeOptions(labels)}
              uiOf={uiOf}
              fieldProps={fieldProps}
            />
          ) : null,
        )}
        {shows(STEPS.findIndex((at) => at.kind === "attachments") + 1) && (
          <AttachmentsStep
            locale={locale}
            labels={labels}
            messages={m}
            today={today}
            checked={attachments}
            otherAttachment={values.otherAttachment ?? ""}
            headingRef={hydrated ? heading : undefined}
          />
        )}
        {hydrated && current.kind === "review" && (
          <ReviewAnswers
            locale={locale}
            values={values}
            attachments={attachments}
            labels={labels}
            labelOf={labelOf}
            titleOf={titleOf}
            messages={m.form}
            onChange={(n, id) => goTo(n, id, true)}
          />
        )}
        {hydrated && current.kind === "print" && (
          <PrintStep
            deadline={deadlineText}
            closed={deadline?.status === "closed"}
            messages={m.form}
            hydrated={hydrated}
            sendTo={sendTo}
          />
        )}
        {(!hydrated || current.kind === "fields") && !onCheck && (
          <p className="helper-kept">
            <Words text={m.form.kept} />
          </p>
        )}
        {!onCheck && (
          <FormActions
            hydrated={hydrated}
            step={step}
            printing={current.kind === "print"}
            review={returning ? REVIEW : null}
            messages={m.form}
            onBack={() => (returning ? goTo(REVIEW) : goTo(step - 1))}
            onClear={clear}
          />
        )}
        <p className="helper-status" role="status">
          {status && <Words text={status} />}
        </p>
      </form>
    </KeptWordsProvider>
  );
}
