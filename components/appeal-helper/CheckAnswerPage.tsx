import { KeptWordsProvider, Words } from "@/components/content/Words";
import { localizedPath, type Locale } from "@/i18n/locales";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import { keptWordList, stringsOf } from "@/lib/text/kept-word-list";
import { bangkokToday } from "@/lib/validation/dates";
import { checkErrors } from "./check-errors";
import { CheckOutcome } from "./CheckOutcome";
import { APPEAL_CHECK_PATH, CHECK_DATE_FIELD, type CheckAnswers } from "./check-form";
import { ErrorSummary } from "./ErrorSummary";
import type { HelperMessages } from "./messages";
import { checkOutcome, checkProblems, QUESTIONS, type Question } from "./outcome";
import { YesNoQuestion } from "./YesNoQuestion";

type Props = { locale: Locale; answers: CheckAnswers; messages: HelperMessages };

const DATE_ID = "answer-letter-date";
const idOf = (field: Question | "letterDate") => (field === "letterDate" ? DATE_ID : `answer-${field}`);

/**
 * The check's answer rendered on the server: the outcome the interactive check would show (same rules, outcome.ts),
 * or what is still missing or wrong, listed in an error summary the browser focuses and said again by each field (the
 * same words as the interactive check, check-errors.ts), and the same questions filled in to change them. Plain HTML:
 * no script is needed (its words are kept whole in the server's HTML, KeptWordsProvider).
 */
export function CheckAnswerPage({ locale, answers, messages: m }: Props) {
  const today = bangkokToday();
  const outcome = checkOutcome(answers.answers, answers.letterDate, today);
  const errors = checkErrors(checkProblems(answers.answers, answers.letterDate, today), m, idOf);
  const dateError = errors.byField.letterDate;
  const describedBy = [`${DATE_ID}-hint`, dateError && `${DATE_ID}-error`].filter(Boolean).join(" ");
  const helper = localizedPath(locale, APPEAL_HELPER_PATH);

  return (
    <KeptWordsProvider words={keptWordList(stringsOf([m.yes, m.no, m.check, m.errors, m.form.dateHint]))}>
      <div className="container page appeal-check">
        <h1>
          <Words text={m.check.pageTitle} />
        </h1>
        {errors.items.length > 0 && (
          <ErrorSummary
            id="check-error-summary"
            title={m.check.summaryTitle}
            items={errors.items}
            autoFocus
            level={2}
          />
        )}
        {outcome && (
          <section className="helper-result" aria-label={m.check.resultLabel}>
            <CheckOutcome
              locale={locale}
              outcome={outcome}
              messages={m.check}
              formHref={`${helper}?step=1#appeal-helper-form`}
              level={2}
            />
          </section>
        )}
        <h2>
          <Words text={m.check.changeAnswers} />
        </h2>
        <form
          method="get"
          action={localizedPath(locale, APPEAL_CHECK_PATH)}
          className="helper-check"
          aria-label={m.check.label}
        >
          {QUESTIONS.map((question) => (
            <YesNoQuestion
              key={question}
              id={idOf(question)}
              name={question}
              error={errors.byField[question]}
              legend={m.check[question]}
              value={answers.answers[question]}
              labels={{ yes: m.yes, no: m.no, notSure: m.check.notSure }}
            />
          ))}
          <div className={`field${dateError ? " field-invalid" : ""}`}>
            <label htmlFor={DATE_ID}>
              <Words text={m.check.letterDate} />
            </label>
            <p id={`${DATE_ID}-hint`} className="field-hint">
              <Words text={m.form.dateHint} />
            </p>
            {dateError && (
              <p id={`${DATE_ID}-error`} className="field-error">
                <Words text={dateError} />
              </p>
            )}
            <input
              id={DATE_ID}
              name={CHECK_DATE_FIELD}
              type="text"
              inputMode="numeric"
              className="input-short"
              defaultValue={answers.letterDate}
              aria-describedby={describedBy}
              aria-invalid={dateError ? true : undefined}
              autoComplete="off"
            />
          </div>
          <button type="submit">
            <Words text={m.check.submit} />
          </button>
        </form>
        <p>
          <a href={helper}>
            <Words text={m.check.toHelper} />
          </a>
        </p>
      </div>
    </KeptWordsProvider>
  );
}
