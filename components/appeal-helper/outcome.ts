import { appealWindow, parseDateInput } from "@/lib/validation/dates";

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
