import { z } from "zod";
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
  locale: z.enum(["th", "en"]),
  useful: z.boolean(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
