import { Words } from "@/components/content/Words";
import type en from "@/messages/en.json";
import { Fragment, type ReactNode } from "react";

/** The "appealHelper" messages, handed from the server parts to the client leaves as props (house style). */
export type HelperMessages = (typeof en)["appealHelper"];
/** What each client leaf needs, so a page carries each string to the browser once. */
export type CheckMessages = Pick<HelperMessages, "yes" | "no" | "check" | "errors"> & {
  form: Pick<HelperMessages["form"], "dateHint" | "dateReadAs">;
};
export type FormMessages = Pick<HelperMessages, "form" | "errors">;

/** The check's share of the helper's messages. */
export const checkMessages = (m: HelperMessages): CheckMessages => ({
  yes: m.yes,
  no: m.no,
  check: m.check,
  errors: m.errors,
  form: { dateHint: m.form.dateHint, dateReadAs: m.form.dateReadAs },
});

/** The form's share of the helper's messages. */
export const formMessages = (m: HelperMessages): FormMessages => ({ form: m.form, errors: m.errors });

/**
 * Puts values into a message's {placeholders}. The client leaves get raw messages (no ICU runtime in the bundle);
 * none of ours needs plural rules: English singulars have their own keys.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * Like fill, for placeholders that are elements (a date in <strong><time>): the parts, in order, for JSX, the text
 * with its words kept whole (Words).
 */
export function fillParts(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message
    .split(/\{(\w+)\}/)
    .map((part, i) =>
      i % 2 === 1 ? <Fragment key={i}>{values[part] ?? `{${part}}`}</Fragment> : <Words key={i} text={part} />,
    );
}
