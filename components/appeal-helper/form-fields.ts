import type { HTMLAttributes } from "react";
import type { Locale } from "@/i18n/locales";
import type { formText } from "@/lib/appeal-form/labels";
import type { AppealField } from "@/lib/validation/appeal-form";
import type { DataType } from "@/lib/validation/filters";
import type { InputKind } from "@/lib/validation/normalize";
import type { IdType } from "@/lib/validation/rules";
import type { FormMessages } from "./messages";

/** How each field of the printable form is typed online. Labels come from the form itself, so both say the same. */
export type FieldUi = {
  name: AppealField;
  dataType?: DataType;
  /**
   * How typed or pasted text is cleaned (lib/validation/normalize.ts). Such fields carry no maxLength: the browser
   * would cut a pasted "1-1037-02071-08-1" to 13 characters before the dashes are removed.
   */
  input?: InputKind;
  rows?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  maxLength?: number;
  short?: boolean;
  date?: boolean;
  hint?: keyof FormMessages["form"]["hints"];
};

type Legend = "header" | keyof Pick<(typeof formText)[Locale], "part1" | "part2" | "part3" | "part4">;

const date = (name: AppealField, extra: Partial<FieldUi> = {}): FieldUi => ({
  name,
  date: true,
  dataType: "numberslash",
  input: "date",
  inputMode: "numeric",
  short: true,
  ...extra,
});

const POSTAL_CODE: FieldUi = {
  name: "postalCode",
  dataType: "number",
  input: "digits",
  inputMode: "numeric",
  autoComplete: "postal-code",
  short: true,
  hint: "postalCode",
};

/** In the order of the printed form; part 5 (documents) is the attachment checklist. */
export const FIELD_GROUPS: { legend: Legend; fields: FieldUi[] }[] = [
  {
    legend: "part1",
    fields: [
      { name: "fullName", autoComplete: "name", maxLength: 120 },
      // Rendered as a choice (ChoiceField); the ID number's field then follows identityUi.
      { name: "idType" },
      identityUi("thaiId"),
      // An adult's date as the example: today's year reads as a mistake for a birth date.
      date("birthDate", { autoComplete: "bday", hint: "birthDate" }),
      {
        name: "mobile",
        dataType: "tel",
        input: "phone",
        inputMode: "tel",
        autoComplete: "tel",
        short: true,
        hint: "mobile",
      },
      {
        name: "address",
        dataType: "textaddress",
        rows: 2,
        autoComplete: "street-address",
        maxLength: 300,
        hint: "address",
      },
      POSTAL_CODE,
      { name: "email", dataType: "email", inputMode: "email", autoComplete: "email", maxLength: 120, hint: "email" },
    ],
  },
  {
    legend: "part2",
    fields: [
      { name: "bureau", maxLength: 160, hint: "bureau" },
      { name: "member", maxLength: 160 },
      { name: "account", dataType: "textaddress", maxLength: 160 },
      { name: "disputedItems", rows: 2, maxLength: 1000 },
      { name: "reasons", rows: 5, maxLength: 4000, hint: "reasons" },
    ],
  },
  { legend: "part3", fields: [date("requestDate"), date("answerDate"), date("disputeDate"), date("letterDate")] },
  { legend: "part4", fields: [{ name: "request", rows: 3, maxLength: 1000, hint: "request" }] },
  { legend: "header", fields: [{ name: "writtenAt", dataType: "textaddress", maxLength: 120 }, date("date")] },
];

/** The ID number's field for the identification chosen: digits only for the 13-digit numbers, as printed otherwise. */
export function identityUi(type: IdType): FieldUi {
  if (type === "passport")
    return { name: "nationalId", input: "passport", short: true, hint: "passport", autoComplete: "off" };
  return {
    name: "nationalId",
    dataType: "number",
    input: "digits",
    inputMode: "numeric",
    short: true,
    hint: type === "company" ? "company" : "nationalId",
  };
}

/** The postal code's field: a Thai one has digits only; a passport holder may live abroad (letters, up to 10). */
export function postalCodeUi(type: IdType): FieldUi {
  return type === "passport"
    ? { name: "postalCode", autoComplete: "postal-code", maxLength: 10, short: true, hint: "postalCode" }
    : POSTAL_CODE;
}
