"use client";

import { useRef, useState } from "react";
import type { Locale } from "@/lib/content/schema";
import { formatDate } from "@/lib/format";
import { bangkokToday, parseDateInput, pastDateProblem } from "@/lib/validation/dates";
import { CheckOutcome } from "./CheckOutcome";
import { helperStore, useHelperAnswers, useHydrated } from "./helper-store";
import { fill, type CheckMessages } from "./messages";
import { checkOutcome, type Question } from "./outcome";
import { TextField } from "./TextField";
import { YesNoQuestion } from "./YesNoQuestion";

type Props = { locale: Locale; messages: CheckMessages; formId: string };

/** A date is worth judging once its four-digit year is typed, or when the visitor leaves the field. */
const looksFinished = (text: string) => /\d{4}$/.test(text.trim());

/**
 * "Can I appeal?": the process's steps as yes/no questions, one at a time, then the letter's date. The answer is read
 * out when it changes (aria-live). The letter's date is the form's too: both fields show the one stored value.
 */
export function EligibilityCheck({ locale, messages: m, formId }: Props) {
  const { answers, values } = useHelperAnswers();
  const hydrated = useHydrated();
  const [leftDate, setLeftDate] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const today = bangkokToday();
  const letter = values.letterDate ?? "";
  const { shown, askDate, outcome } = checkOutcome(answers, letter, today);
  const problem = letter && (leftDate || looksFinished(letter)) ? pastDateProblem(letter, today) : null;
  const iso = parseDateInput(letter);

  const answer = (question: Question, value: "yes" | "no") =>
    helperStore.update((state) => ({ ...state, answers: { ...state.answers, [question]: value } }));

  const startAgain = () => {
    helperStore.update((state) => ({ ...state, answers: {} }));
    box.current?.querySelector("input")?.focus();
  };

  return (
    <div className="helper-check" ref={box} data-hydrated={hydrated || undefined}>
      <form aria-label={m.check.label} noValidate onSubmit={(event) => event.preventDefault()}>
        {shown.map((question) => (
          <YesNoQuestion
            key={question}
            name={`check-${question}`}
            legend={m.check[question]}
            value={answers[question]}
            labels={{ yes: m.yes, no: m.no }}
            onChange={(value) => answer(question, value)}
          />
        ))}
        {askDate && (
          <TextField
            id="check-letter-date"
            label={m.check.letterDate}
            hint={m.form.dateHint}
            value={letter}
            onChange={(value) => helperStore.setValue("letterDate", value)}
            onBlur={() => setLeftDate(true)}
            error={problem && m.errors[problem]}
            note={iso && !problem ? fill(m.form.dateReadAs, { date: formatDate(locale, iso) }) : undefined}
            dataType="numberslash"
            inputMode="numeric"
            maxLength={10}
            short
          />
        )}
      </form>
      <section className="helper-result" aria-label={m.check.resultLabel} aria-live="polite">
        {outcome && <CheckOutcome locale={locale} outcome={outcome} messages={m.check} formId={formId} />}
      </section>
      {Object.keys(answers).length > 0 && (
        <button type="button" className="button-secondary" onClick={startAgain}>
          {m.check.startAgain}
        </button>
      )}
    </div>
  );
}
