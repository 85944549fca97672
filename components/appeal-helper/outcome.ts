import { appealWindow, parseDateInput, pastDateProblem } from "@/lib/validation/dates";

/** The check's questions in the order of the process: the three steps before an appeal, then the letter. */
export const QUESTIONS = ["asked", "answered", "disputed", "hasLetter"] as const;
export type Question = (typeof QUESTIONS)[number];

/** Each question's choices: "not sure" is an answer too, and gets advice as "no" does. */
export const CHOICES = ["yes", "no", "notSure"] as const;
export type Choice = (typeof CHOICES)[number];
export type Answers = Partial<Record<Question, Choice>>;

/** The steps that come before the letter (sections 25-27 of the Act), in order. */
const STEPS = ["asked", "answered", "disputed"] as const satisfies readonly Question[];

/** What to do when the answer to a question is "no" or "not sure". */
const NEXT_STEP = {
  asked: "askFirst",
  answered: "waitAnswer",
  disputed: "recordDispute",
  hasLetter: "needLetter",
} as const satisfies Record<Question, string>;
export type NextStep = (typeof NEXT_STEP)[Question];

/** The last day, counted from `letter` (the letter's date, ISO). */
export type Deadline = { letter: string } & (
  { status: "open"; deadline: string; daysLeft: number } | { status: "closed"; deadline: string; daysLate: number }
);

/**
 * The answer: the last day the Committee must receive the appeal whenever a letter's date is given, whatever the
 * other answers, and what to do about each step answered "no" or "not sure". The last day is never held back until
 * the earlier steps are done: it counts from the letter's date (the Committee's appeal conditions), and no source
 * makes those steps something the visitor must confirm first (section 27 puts the recording on the bureau).
 */
export type Outcome = { deadline: Deadline | null; next: NextStep[] };

const notDone = (choice: Choice | undefined) => choice === "no" || choice === "notSure";

/**
 * The questions the interactive check shows, one at a time: each step until one is answered "no" or "not sure" (the
 * later steps then do not apply yet), and the letter's question always after that, so that no answer to an earlier
 * step keeps the visitor from the last day.
 */
export function shownQuestions(answers: Answers): Question[] {
  const shown: Question[] = [];
  for (const step of STEPS) {
    shown.push(step);
    if (answers[step] === undefined) return shown;
    if (notDone(answers[step])) break;
  }
  return [...shown, "hasLetter"];
}

/** The letter's date is asked for once the visitor says they have the letter. */
export const asksDate = (answers: Answers) => answers.hasLetter === "yes";

/** Only the answers to the questions given: what the interactive check shows is what it answers. */
export function answersTo(answers: Answers, questions: readonly Question[]): Answers {
  return Object.fromEntries(questions.filter((q) => answers[q] !== undefined).map((q) => [q, answers[q]]));
}

/**
 * The outcome of the answers and the letter's date as given, or null while nothing is decided (no valid date yet and
 * the letter's question unanswered, or answered "yes" with no date). A valid date always gives the last day, even with
 * questions unanswered (the plain answer page then lists those too).
 */
export function checkOutcome(answers: Answers, letterDate: string, today: string): Outcome | null {
  const iso = parseDateInput(letterDate);
  const span = iso ? appealWindow(iso, today) : null;
  const deadline = iso && span && span.status !== "future-letter" ? { letter: iso, ...span } : null;
  const next: NextStep[] = [];
  const step = STEPS.find((s) => notDone(answers[s]));
  if (step) next.push(NEXT_STEP[step]);
  // With a date the visitor has the letter, whatever they ticked: the last day says it all.
  if (!deadline && notDone(answers.hasLetter)) next.push(NEXT_STEP.hasLetter);
  return deadline || notDone(answers.hasLetter) ? { deadline, next } : null;
}

/** What keeps the check from answering: an unanswered question, or the letter's date missing or not a past day. */
export type CheckProblem =
  | { field: Question; problem: "unanswered" }
  | { field: "letterDate"; problem: "needDate" | NonNullable<ReturnType<typeof pastDateProblem>> };

/**
 * Every problem in the answers as sent: each step left unanswered up to the first "no" or "not sure" (the later steps
 * do not apply yet), the letter's question, then the letter's date when the visitor says they have the letter, or
 * when one was typed. The plain answer page lists them all; the interactive check those of the fields it shows.
 */
export function checkProblems(answers: Answers, letterDate: string, today: string): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const step of STEPS) {
    if (notDone(answers[step])) break;
    if (answers[step] !== "yes") problems.push({ field: step, problem: "unanswered" });
  }
  if (!answers.hasLetter) problems.push({ field: "hasLetter", problem: "unanswered" });
  const dateProblem = letterDate.trim() ? pastDateProblem(letterDate, today) : null;
  if (dateProblem) problems.push({ field: "letterDate", problem: dateProblem });
  else if (!letterDate.trim() && asksDate(answers)) problems.push({ field: "letterDate", problem: "needDate" });
  return problems;
}
