import * as z from "zod/mini";
import { daysBetween, parseDateInput } from "./dates";
import { normalizeInput, type InputKind } from "./normalize";
import { idType, type Problem } from "./rules";
import {
  emailSchema,
  field,
  firstProblem,
  foreignPostalCodeSchema,
  identitySchema,
  mobileSchema,
  pastDateSchema,
  postalCodeSchema,
  textSchema,
} from "./schemas";

/**
 * The rules of the appeal form's fields (the fields of lib/appeal-form/template.ts). Required are the answers the
 * committee cannot act without: who appeals, how to reach them, what is disputed and why. The rest may be left blank and written by hand on the printout.
 */
type Rule = "text" | "idType" | "identity" | "mobile" | "email" | "postalCode" | "pastDate";

export const APPEAL_FIELDS = {
  writtenAt: { rule: "text", required: false },
  date: { rule: "pastDate", required: false },
  fullName: { rule: "text", required: true },
  /** thaiId (the default), passport or company: which rule `nationalId` follows (lib/validation/rules.ts). */
  idType: { rule: "idType", required: false },
  nationalId: { rule: "identity", required: true },
  birthDate: { rule: "pastDate", required: false },
  mobile: { rule: "mobile", required: true },
  address: { rule: "text", required: true },
  postalCode: { rule: "postalCode", required: true },
  email: { rule: "email", required: false },
  bureau: { rule: "text", required: true },
  member: { rule: "text", required: false },
  account: { rule: "text", required: false },
  disputedItems: { rule: "text", required: true },
  reasons: { rule: "text", required: true },
  requestDate: { rule: "pastDate", required: false },
  answerDate: { rule: "pastDate", required: false },
  disputeDate: { rule: "pastDate", required: false },
  // Optional: a visitor who never got the letter can still appeal; the committee decides whether it is in time.
  letterDate: { rule: "pastDate", required: false },
  request: { rule: "text", required: true },
  otherAttachment: { rule: "text", required: false },
} as const satisfies Record<string, { rule: Rule; required: boolean }>;

export type AppealField = keyof typeof APPEAL_FIELDS;
export const APPEAL_FIELD_NAMES = Object.keys(APPEAL_FIELDS) as AppealField[];

/** `values`: the other answers, for a rule that depends on one (the ID number on the ID type). */
function ruleSchema(rule: Rule, today: string, values: Partial<Record<AppealField, string>>) {
  switch (rule) {
    case "idType":
      return textSchema;
    case "identity":
      return identitySchema(idType(values.idType));
    case "mobile":
      return mobileSchema;
    case "email":
      return emailSchema;
    case "postalCode":
      // A passport holder may live abroad: their country's postal code, not the spec's digits-only Thai one.
      return idType(values.idType) === "passport" ? foreignPostalCodeSchema : postalCodeSchema;
    case "pastDate":
      return pastDateSchema(today);
    case "text":
      return textSchema;
  }
}

export function fieldSchema(name: AppealField, today: string, values: Partial<Record<AppealField, string>> = {}) {
  const { rule, required } = APPEAL_FIELDS[name];
  return field(ruleSchema(rule, today, values), required);
}

/**
 * How a field's text is cleaned as it is typed or pasted (normalize.ts), or undefined for free text. The ID number and
 * the postal code follow the identification chosen: a passport's letters, a postal code abroad as written.
 */
export function inputKindOf(
  name: AppealField,
  values: Partial<Record<AppealField, string>> = {},
): InputKind | undefined {
  const { rule } = APPEAL_FIELDS[name];
  const passport = idType(values.idType) === "passport";
  if (rule === "identity") return passport ? "passport" : "digits";
  if (rule === "postalCode") return passport ? undefined : "digits";
  if (rule === "mobile") return "phone";
  if (rule === "pastDate") return "date";
  return undefined;
}

/** A field's value cleaned as its kind asks (what is stored, shown and printed). */
export function cleanField(name: AppealField, value: string, values: Partial<Record<AppealField, string>> = {}) {
  const kind = inputKindOf(name, values);
  return kind ? normalizeInput(kind, value) : value;
}

/** Later steps cannot come before earlier ones: the bureau answers a request, and a dispute follows the answer. */
const ORDER: [earlier: AppealField, later: AppealField][] = [
  ["requestDate", "answerDate"],
  ["answerDate", "disputeDate"],
];

export type AppealProblems = Partial<Record<AppealField, { problem: Problem; other?: AppealField }>>;

/** Every field's first problem (nothing for a field that is fine), then the order of the dates. */
export function appealFormProblems(values: Partial<Record<AppealField, string>>, today: string): AppealProblems {
  const problems: AppealProblems = {};
  for (const name of APPEAL_FIELD_NAMES) {
    const problem = firstProblem(fieldSchema(name, today, values), values[name] ?? "");
    if (problem) problems[name] = { problem };
  }
  for (const [earlier, later] of ORDER) {
    if (problems[earlier] || problems[later]) continue;
    const from = parseDateInput(values[earlier] ?? "");
    const to = parseDateInput(values[later] ?? "");
    if (from && to && daysBetween(from, to) < 0) problems[later] = { problem: "dateOrder", other: earlier };
  }
  return problems;
}

/** What the browser keeps between reloads (sessionStorage), checked on the way back in: storage is outside input. */
export const storedAnswersSchema = z.object({
  answers: z.record(z.string(), z.enum(["yes", "no", "notSure"])),
  values: z.record(z.string(), z.string().check(z.maxLength(5000))),
  attachments: z.array(z.boolean()).check(z.maxLength(10)),
});
export type StoredAnswers = z.infer<typeof storedAnswersSchema>;
