import * as z from "zod/mini";
import { pastDateProblem } from "./dates";
import {
  isEmail,
  isNullLike,
  isPostalCode,
  identityProblem,
  isForeignPostalCode,
  isPhone,
  type IdType,
  type Problem,
} from "./rules";

/**
 * The spec's form rules as zod schemas (zod/mini: these run in the browser, where every kilobyte counts). An issue's
 * message is a Problem key, translated by the page; only the first problem of a value is reported, the one to fix
 * first.
 */
function rule(problemOf: (value: string) => Problem | null) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const problem = problemOf(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    }),
  );
}

const when = (test: (value: string) => boolean, problem: Problem) => (value: string) => (test(value) ? null : problem);

/** An identification number, checked by the rule of its type (Thai ID card, passport, company registration). */
export const identitySchema = (type: IdType) => rule((value) => identityProblem(type, value));
export const mobileSchema = rule(when(isPhone, "mobile"));
export const emailSchema = rule(when(isEmail, "email"));
export const postalCodeSchema = rule(when(isPostalCode, "postalCode"));
export const foreignPostalCodeSchema = rule(when(isForeignPostalCode, "postalCodeAbroad"));
/** A real day, today or earlier (typed as day/month/year); `today` is the caller's, so tests can fix it. */
export const pastDateSchema = (today: string) => rule((value) => pastDateProblem(value, today));

/** Any text; the rules below decide whether it may be empty. */
export const textSchema = z.string();

/** Null-like values (spec) count as empty: an optional field is then valid, a required one reports "required". */
export function field(schema: z.ZodMiniType<string, string>, required: boolean) {
  return z
    .pipe(
      z.union([z.string(), z.null(), z.undefined()]),
      z.transform((value) => (isNullLike(value) ? "" : String(value).trim())),
    )
    .check(
      z.superRefine((value, ctx) => {
        if (value === "") {
          if (required) ctx.addIssue({ code: "custom", message: "required", input: value });
          return;
        }
        const result = schema.safeParse(value);
        if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0].message, input: value });
      }),
    );
}

/** The first problem of a value under a schema, or null: what a field shows under itself. */
export function firstProblem(schema: z.ZodMiniType, value: unknown): Problem | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0].message as Problem);
}
