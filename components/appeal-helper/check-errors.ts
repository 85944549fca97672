import type { SummaryItem } from "./ErrorSummary";
import { fill, type CheckMessages } from "./messages";
import type { CheckProblem } from "./outcome";

type Field = CheckProblem["field"];

/**
 * The check's problems in words, the same with and without JavaScript: the error summary's lines (each linking to its
 * field, `idOf`) and the message each field shows by itself.
 */
export function checkErrors(
  problems: CheckProblem[],
  m: Pick<CheckMessages, "check" | "errors">,
  idOf: (field: Field) => string,
): { items: SummaryItem[]; byField: Partial<Record<Field, string>> } {
  const items: SummaryItem[] = [];
  const byField: Partial<Record<Field, string>> = {};
  for (const found of problems) {
    const id = idOf(found.field);
    if (found.problem === "unanswered") {
      items.push({ id, message: fill(m.check.unanswered, { question: m.check[found.field] }) });
      byField[found.field] = m.check.chooseOne;
    } else if (found.problem === "needDate") {
      items.push({ id, message: m.check.needDate });
      byField.letterDate = m.check.needDate;
    } else {
      items.push({ id, label: m.check.letterDate, message: m.errors[found.problem] });
      byField.letterDate = m.errors[found.problem];
    }
  }
  return { items, byField };
}
