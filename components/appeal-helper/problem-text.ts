import type { Locale } from "@/i18n/locales";
import type { formText } from "@/lib/appeal-form/labels";
import type { AppealProblems } from "@/lib/validation/appeal-form";
import { toArabicDigits } from "@/lib/validation/normalize";
import { fill, type FormMessages } from "./messages";

/** A problem in the visitor's language, with what it refers to: the digits typed, the other date's label. */
export function problemText(
  errors: FormMessages["errors"],
  found: NonNullable<AppealProblems[keyof AppealProblems]>,
  value: string,
  labels: (typeof formText)[Locale],
): string {
  return fill(errors[found.problem], {
    count: toArabicDigits(value).replace(/\D/g, "").length,
    other: found.other ? labels[found.other] : "",
  });
}
