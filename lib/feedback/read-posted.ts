// The feedback POST as it arrives: from this site's pages, JSON or a form, within the body limit, read to a value.
import { apiError } from "../http/api-error";
import { BodyTooLarge, readBoundedText } from "../http/body";
import { fromAnotherSite } from "../http/same-site";
import { feedbackFromForm, FEEDBACK_BODY_LIMIT } from "./schema";
import { whyFromForm } from "./why";

/** What was posted, not yet validated, and how: a form (no JavaScript) is answered with a page, JSON with JSON. */
export type Posted = { body: unknown; isForm: boolean };

const refused = (status: number, code: string, message: string) => apiError(status, { code, message });

/** The posted answer, or the refusal to send instead: 403, 415, 413 or 400. */
export async function readPosted(request: Request): Promise<Posted | Response> {
  // Answers come from our own pages; another site's form or script (a foreign Origin or Sec-Fetch-Site) cannot add
  // votes.
  if (fromAnotherSite(request))
    return refused(403, "cross_site", "Answers are accepted from this site's own pages only.");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const isForm = type === "application/x-www-form-urlencoded";
  if (!isForm && type !== "application/json") return refused(415, "unsupported_media_type", "Send JSON or a form.");

  let text: string;
  try {
    text = await readBoundedText(request, FEEDBACK_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return refused(413, "too_large", `The body is over ${FEEDBACK_BODY_LIMIT} bytes.`);
    return refused(400, "invalid_body", "The body could not be read.");
  }
  if (isForm) {
    const form = new URLSearchParams(text);
    return { body: form.has("why") ? whyFromForm(form) : feedbackFromForm(form), isForm };
  }
  try {
    return { body: JSON.parse(text), isForm };
  } catch {
    return refused(400, "invalid_json", "The body is not JSON.");
  }
}
