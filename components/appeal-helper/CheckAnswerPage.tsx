import { KeptWordsProvider, Words } from "@/components/content/Words";
import { localizedPath, type Locale } from "@/i18n/locales";
import { keptWordList, stringsOf } from "@/lib/text/kept-word-list";
import { bangkokToday, pastDateProblem } from "@/lib/validation/dates";
import { CheckOutcome } from "./CheckOutcome";
import { APPEAL_CHECK_PATH, CHECK_DATE_FIELD, type CheckAnswers } from "./check-form";
import { fill, type HelperMessages } from "./messages";
import { checkOutcome, QUESTIONS } from "./outcome";
import { YesNoQuestion } from "./YesNoQuestion";

type Props = { locale: Locale; answers: CheckAnswers; messages: HelperMessages };

const HELPER_PATH = "/Public/Appealprocess/Helper";

/**
 * The check's answer rendered on the server: the outcome the interactive check would show (same rules, outcome.ts),
 * or what is still missing, and the same questions filled in to change them. Plain HTML: no script is needed (its
 * words are kept whole in the server's HTML, KeptWordsProvider).
 */
export function CheckAnswerPage({ locale, answers, messages: m }: Props) {
  const today = bangkokToday();
  const { shown, askDate, outcome } = checkOutcome(answers.answers, answers.letterDate, today);
  const unanswered = shown.find((question) => !answers.answers[question]);
  const dateProblem = askDate && answers.letterDate ? pastDateProblem(answers.letterDate, today) : null;
  const missing = unanswered
    ? fill(m.check.unanswered, { question: m.check[unanswered] })
    : askDate && !outcome
      ? dateProblem
        ? m.errors[dateProblem]
        : m.check.needDate
      : null;
  const helper = localizedPath(locale, HELPER_PATH);

  return (
    <KeptWordsProvider words={keptWordList(stringsOf([m.yes, m.no, m.check, m.errors, m.form.dateHint]))}>
      <div className="container page appeal-check">
        <h1>
          <Words text={m.check.pageTitle} />
        </h1>
        <section className="helper-result" aria-label={m.check.resultLabel}>
          {outcome ? (
            <CheckOutcome
              locale={locale}
              outcome={outcome}
              messages={m.check}
              formHref={`${helper}?step=1#appeal-helper-form`}
            />
          ) : (
            <p className="field-error" role="alert">
              {missing && <Words text={missing} />}
            </p>
          )}
        </section>
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
              name={question}
              legend={m.check[question]}
              value={answers.answers[question]}
              labels={{ yes: m.yes, no: m.no }}
            />
          ))}
          <div className="field">
            <label htmlFor="answer-letter-date">
              <Words text={m.check.letterDate} />
            </label>
            <p id="answer-letter-date-hint" className="field-hint">
              <Words text={m.form.dateHint} />
            </p>
            <input
              id="answer-letter-date"
              name={CHECK_DATE_FIELD}
              type="text"
              inputMode="numeric"
              maxLength={10}
              className="input-short"
              defaultValue={answers.letterDate}
              aria-describedby="answer-letter-date-hint"
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
