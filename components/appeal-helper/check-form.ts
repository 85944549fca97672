import { normalizeInput } from "@/lib/validation/normalize";
import { CHOICES, QUESTIONS, type Answers, type Choice } from "./outcome";

/** The answer page of the check's plain GET form (app/[locale]/appeal-check); its path lives in the route registry. */
export { APPEAL_CHECK_PATH } from "@/lib/routes";

/** The date field's name in the check's GET form (and so in the answer page's URL). */
export const CHECK_DATE_FIELD = "letterDate";

/** Longer than any date: what is cut off cannot turn a wrong date into a right one ("2026-01-150" stays wrong). */
const MAX_DATE_CHARS = 20;

export type CheckAnswers = { answers: Answers; letterDate: string };

/**
 * The check's answers from its form fields: the answer page reads them from the URL the GET form sent, the hydrating
 * check from the form the visitor filled in before the scripts ran. Anything but the choices (yes, no, notSure) is ignored, and the date is
 * cleaned as the field cleans it (Thai digits, spaces) before it is cut to a bound: the URL is the visitor's to edit.
 */
export function readCheckForm(fields: { get(name: string): unknown }): CheckAnswers {
  const answers: CheckAnswers["answers"] = {};
  for (const question of QUESTIONS) {
    const value = fields.get(question);
    if (CHOICES.includes(value as Choice)) answers[question] = value as Choice;
  }
  const date = fields.get(CHECK_DATE_FIELD);
  return { answers, letterDate: typeof date === "string" ? normalizeInput("date", date).slice(0, MAX_DATE_CHARS) : "" };
}
