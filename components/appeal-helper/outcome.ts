import { appealWindow, parseDateInput, pastDateProblem } from "@/lib/validation/dates";

/** The check's questions in the order of the process: each is asked only once the one before is answered "yes". */
export const QUESTIONS = ["asked", "answered", "disputed", "hasLetter"] as const;
export type Question = (typeof QUESTIONS)[number];

/** What to do when the answer to a question is "no". */
const FIRST_STEP = {
  asked: "askFirst",
  answered: "waitAnswer",
  disputed: "recordDispute",
  hasLetter: "needLetter",
} as const;

export type Outcome =
  | { kind: (typeof FIRST_STEP)[Question] }
  | { kind: "open"; deadline: string; daysLeft: number }
  | { kind: "closed"; deadline: string; daysLate: number };

/** The questions to show and, once the answers decide it, the outcome. */
export function checkOutcome(
  answers: Partial<Record<string, "yes" | "no">>,
  letterDate: string,
  today: string,
): { shown: Question[]; askDate: boolean; outcome: Outcome | null } {
  const shown: Question[] = [];
  for (const question of QUESTIONS) {
    shown.push(question);
    const answer = answers[question];
    if (answer === "no") return { shown, askDate: false, outcome: { kind: FIRST_STEP[question] } };
    if (answer !== "yes") return { shown, askDate: false, outcome: null };
  }
  const iso = parseDateInput(letterDate);
  const span = iso ? appealWindow(iso, today) : null;
  if (!span || span.status === "future-letter") return { shown, askDate: true, outcome: null };
  return {
    shown,
    askDate: true,
    outcome:
      span.status === "open"
        ? { kind: "open", deadline: span.deadline, daysLeft: span.daysLeft }
        : { kind: "closed", deadline: span.deadline, daysLate: span.daysLate },
  };
}

/** What keeps the check from answering: an unanswered question, or the letter's date missing or not a past day. */
export type CheckProblem =
  | { field: Question; problem: "unanswered" }
  | { field: "letterDate"; problem: "needDate" | NonNullable<ReturnType<typeof pastDateProblem>> };

/**
 * Every problem in the answers as sent: each question left unanswered up to the first "no" (which decides the
 * answer, so nothing after it matters), then the letter's date when the visitor says they have the letter, or when
 * one was typed. The plain answer page lists them all; the interactive check shows those of the fields it shows.
 */
export function checkProblems(
  answers: Partial<Record<string, "yes" | "no">>,
  letterDate: string,
  today: string,
): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const question of QUESTIONS) {
    if (answers[question] === "no") return problems;
    if (answers[question] !== "yes") problems.push({ field: question, problem: "unanswered" });
  }
  const dateProblem = letterDate.trim() ? pastDateProblem(letterDate, today) : null;
  if (dateProblem) problems.push({ field: "letterDate", problem: dateProblem });
  else if (!letterDate.trim() && answers.hasLetter === "yes")
    problems.push({ field: "letterDate", problem: "needDate" });
  return problems;
}
