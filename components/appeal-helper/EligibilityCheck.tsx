"use client";

import { KeptWordsProvider, Words } from "@/components/content/Words";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { bangkokToday, parseDateInput, pastDateProblem } from "@/lib/validation/dates";
import { checkErrors } from "./check-errors";
import { CheckOutcome } from "./CheckOutcome";
import { CHECK_DATE_FIELD } from "./check-form";
import { ErrorSummary, focusField } from "./ErrorSummary";
import { helperStore, useHelperAnswers, useHydrated } from "./helper-store";
import { keepFocus } from "./keep-focus";
import { fill, type CheckMessages } from "./messages";
import {
  answersTo,
  asksDate,
  checkOutcome,
  checkProblems,
  QUESTIONS,
  shownQuestions,
  type Choice,
  type Question,
} from "./outcome";
import { TextField } from "./TextField";
import { takeOverCheck } from "./take-over-check";
import { stepHref } from "./use-step";
import { YesNoQuestion } from "./YesNoQuestion";

/** `words`: the words to keep whole in its text, listed by the server (KeptWordsProvider). */
type Props = { locale: Locale; messages: CheckMessages; words: string; formId: string; action: string };

/** A date is worth judging once its four-digit year is typed, or when the visitor leaves the field. */
const looksFinished = (text: string) => /\d{4}$/.test(text.trim());

const DATE_ID = "check-letter-date";
const idOf = (field: Question | "letterDate") => (field === "letterDate" ? DATE_ID : `check-${field}`);

/**
 * "Can I appeal?": the process's steps as questions (yes, no, not sure), then the letter and its date. Whoever gives the
 * letter's date learns the last day, whatever they answered before (outcome.ts). Until the scripts run (and
 * without JavaScript) it is a plain GET form with every question and a submit button, answered by the answer page
 * (`action`, app/[locale]/appeal-check). Once hydrated it asks one question at a time and answers as the visitor
 * goes, read out when it changes (aria-live); whatever was ticked or typed before that is taken over on mount
 * (take-over-check.ts). Its fields follow the helper's store: "start again" and a restored tab show there at once.
 * The letter's date is the form's too: both fields show the one stored value. Its button never fails silently: what
 * is missing or wrong is listed in an error summary that takes focus, and said again by each field, as the answer
 * page says it without JavaScript (check-errors.ts).
 */
export function EligibilityCheck({ locale, messages: m, words, formId, action }: Props) {
  const { answers, values } = useHelperAnswers();
  const hydrated = useHydrated();
  const [leftDate, setLeftDate] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const today = bangkokToday();
  const letter = values.letterDate ?? "";
  // Before hydration every question is on the page, as the plain form needs them all. After it, the answer is that of
  // the questions on the screen: an answer to one the visitor has since skipped (by changing an earlier one) is kept in
  // the store but not counted.
  const shown = hydrated ? shownQuestions(answers) : QUESTIONS;
  const onScreen = answersTo(answers, shown);
  const askDate = hydrated ? asksDate(onScreen) : true;
  const dateOnScreen = askDate ? letter : "";
  const outcome = checkOutcome(onScreen, dateOnScreen, today);
  const problem = letter && (leftDate || looksFinished(letter)) ? pastDateProblem(letter, today) : null;
  const iso = parseDateInput(letter);
  // Only the fields on the screen: the check asks one question at a time.
  const problems = checkProblems(onScreen, dateOnScreen, today).filter((found) =>
    found.field === "letterDate" ? askDate : shown.includes(found.field),
  );
  const errors = checkErrors(problems, m, idOf);
  const fieldError = (field: Question | "letterDate") => (submitted ? errors.byField[field] : undefined);

  useEffect(() => {
    if (summaryFocus) summary.current?.focus();
  }, [summaryFocus]);

  // Before the first paint after hydration, so no question the visitor answered is taken off the page first.
  useLayoutEffect(() => takeOverCheck(form.current), []);

  // A change is the visitor fixing what the summary named: the list goes until the button is pressed again.
  const answer = (question: Question, value: Choice) => {
    setSubmitted(false);
    helperStore.update((state) => ({ ...state, answers: { ...state.answers, [question]: value } }));
  };

  const startAgain = () => {
    setSubmitted(false);
    helperStore.update((state) => ({ ...state, answers: {} }));
    form.current?.querySelector("input")?.focus();
  };

  return (
    <KeptWordsProvider words={words}>
      <div className="helper-check" data-hydrated={hydrated || undefined}>
        <form
          ref={form}
          method="get"
          action={action}
          aria-label={m.check.label}
          noValidate
          onSubmit={(event) => {
            // With the scripts running the answer is already on the page: take the visitor there, or to what is
            // missing first.
            event.preventDefault();
            setLeftDate(true);
            setSubmitted(true);
            if (problems.length > 0) setSummaryFocus((n) => n + 1);
            else result.current?.focus();
          }}
        >
          {submitted && errors.items.length > 0 && (
            <ErrorSummary
              ref={summary}
              id="check-error-summary"
              title={m.check.summaryTitle}
              items={errors.items}
              onSelect={focusField}
            />
          )}
          {shown.map((question) => (
            <YesNoQuestion
              key={question}
              id={idOf(question)}
              name={question}
              error={fieldError(question)}
              legend={m.check[question]}
              value={answers[question]}
              labels={{ yes: m.yes, no: m.no, notSure: m.check.notSure }}
              onChange={(value) => answer(question, value)}
            />
          ))}
          {askDate && (
            <TextField
              id={DATE_ID}
              name={CHECK_DATE_FIELD}
              label={m.check.letterDate}
              hint={m.form.dateHint}
              value={letter}
              onChange={(value) => {
                setSubmitted(false);
                helperStore.setValue("letterDate", value);
              }}
              onBlur={() => setLeftDate(true)}
              error={fieldError("letterDate") ?? (problem && m.errors[problem])}
              note={
                iso && !problem ? (
                  <Words text={fill(m.form.dateReadAs, { date: formatDate(locale, iso) })} />
                ) : undefined
              }
              dataType="numberslash"
              input="date"
              inputMode="numeric"
              short
            />
          )}
          <button type="submit" onMouseDown={keepFocus}>
            <Words text={m.check.submit} />
          </button>
        </form>
        <section
          className="helper-result"
          aria-label={m.check.resultLabel}
          aria-live="polite"
          tabIndex={-1}
          ref={result}
        >
          {outcome && (
            <CheckOutcome locale={locale} outcome={outcome} messages={m.check} formHref={stepHref(1, formId)} />
          )}
        </section>
        {Object.keys(answers).length > 0 && (
          <button type="button" className="button-secondary" onClick={startAgain}>
            <Words text={m.check.startAgain} />
          </button>
        )}
      </div>
    </KeptWordsProvider>
  );
}
