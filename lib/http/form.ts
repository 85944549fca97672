// A small urlencoded form posted by the staff pages' buttons, read with a ceiling and checked by a zod schema.
import type { z } from "zod";
import { apiError } from "./api-error";
import { BodyTooLarge, readBoundedText } from "./body";

/** The staff forms carry a few short fields. */
const FORM_LIMIT = 2048;

export async function readForm<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<{ data: z.infer<T> } | { response: Response }> {
  try {
    const text = await readBoundedText(request, FORM_LIMIT);
    return { data: schema.parse(Object.fromEntries(new URLSearchParams(text))) };
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return { response: apiError(413, { code: "too_large", message: "The form is too large." }) };
    return { response: apiError(400, { code: "invalid", message: "The form could not be read." }) };
  }
}
