import { z } from "zod";
import { localeSchema } from "../content/schema";
import { findRoute } from "../routes";

/**
 * One answer to "Was this page useful?": which page, in which language, yes or no. Nothing else is accepted, so
 * nothing personal can be stored (no free text, no identifiers); unknown keys are refused.
 */
export const feedbackSchema = z.strictObject({
  path: z
    .string()
    .max(200)
    .refine((path) => findRoute(path) !== undefined, { message: "unknown page" }),
  locale: localeSchema,
  useful: z.boolean(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * A yes/no needs a few hundred bytes; "what were you trying to do?" up to 500 characters, which a form posts
 * percent-encoded (a Thai character is 9 bytes that way). Anything larger is refused unread (413).
 */
export const FEEDBACK_BODY_LIMIT = 8192;

/** The same answer as a browser without JavaScript posts it: path, locale and useful=yes|no as form fields. */
export function feedbackFromForm(form: URLSearchParams): unknown {
  const useful = form.get("useful");
  return {
    path: form.get("path") ?? undefined,
    locale: form.get("locale") ?? undefined,
    useful: useful === "yes" ? true : useful === "no" ? false : undefined,
  };
}
