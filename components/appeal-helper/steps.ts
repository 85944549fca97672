import type { Locale } from "@/i18n/locales";
import type { formText } from "@/lib/appeal-form/labels";
import type { AppealField } from "@/lib/validation/appeal-form";
import type { FormMessages } from "./messages";
import { FIELD_GROUPS } from "./form-fields";

/**
 * The helper's screens, in the order of the printed form: one group of fields each (about you, what you dispute,
 * the dates, what you ask for, where and when written), then the documents, "check your answers", and printing.
 * Each fits in a few phone screens; the printed form stays one document.
 */
export type Step =
  | { kind: "fields"; group: (typeof FIELD_GROUPS)[number] }
  | { kind: "attachments" }
  | { kind: "review" }
  | { kind: "print" };

/** Part 1 (who appeals) is two screens on a phone: who you are, then how to reach you. */
const PART1_SPLIT_AT = 4;
const screens = FIELD_GROUPS.flatMap((group) =>
  group.legend === "part1"
    ? [
        { ...group, fields: group.fields.slice(0, PART1_SPLIT_AT) },
        { ...group, fields: group.fields.slice(PART1_SPLIT_AT) },
      ]
    : [group],
);

export const STEPS: readonly Step[] = [
  ...screens.map((group) => ({ kind: "fields" as const, group })),
  { kind: "attachments" },
  { kind: "review" },
  { kind: "print" },
];

/** The fields a step asks for (none on review and print). */
export function fieldsOfStep(index: number): AppealField[] {
  const step = STEPS[index - 1];
  if (step?.kind === "fields") return step.group.fields.map((ui) => ui.name);
  if (step?.kind === "attachments") return ["otherAttachment"];
  return [];
}

/** Every field, in the order of the steps that ask for them. */
export const FIELD_ORDER: readonly AppealField[] = STEPS.flatMap((_, i) => fieldsOfStep(i + 1));

/** The step (1-based) that asks for a field. */
export function stepOfField(name: AppealField): number {
  const index = STEPS.findIndex((_, i) => fieldsOfStep(i + 1).includes(name));
  return index + 1;
}

/** A step's title: its part of the printed form, or the review's and the print step's own. */
export function stepTitle(n: number, labels: (typeof formText)[Locale], m: FormMessages["form"]): string {
  const at = STEPS[n - 1];
  if (at.kind === "fields") return at.group.legend === "header" ? m.header : labels[at.group.legend];
  if (at.kind === "attachments") return labels.part5;
  return at.kind === "review" ? m.reviewTitle : m.printTitle;
}
