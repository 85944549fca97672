// Each kind of answer, from its posted body to the response: "Was this page useful?" and "what were you trying to do?".
import type { Posted } from "./read-posted";
import { recordAnswer } from "./record";
import { invalidAnswer, jsonAnswer, seeThanksPage } from "./responses";
import { feedbackSchema } from "./schema";
import { whyPageSchema, whySchema } from "./why";

/** A body with a `why` is the second question's answer, whatever else it holds. */
export const isWhy = (body: unknown) => typeof body === "object" && body !== null && "why" in body;

/** Yes or no for a page: validated (nothing else is accepted), rate-limited, counted. */
export async function answerUseful(request: Request, { body, isForm }: Posted): Promise<Response> {
  const parsed = feedbackSchema.safeParse(body);
  if (!parsed.success) {
    if (isForm) return seeThanksPage(request, undefined, "failed");
    return invalidAnswer(
      "{path, locale, useful}",
      parsed.error.issues.map((issue) => issue.path.join(".")),
    );
  }
  const outcome = await recordAnswer(request, parsed.data);
  return isForm ? seeThanksPage(request, parsed.data, outcome.kind) : jsonAnswer(outcome);
}

/** "What were you trying to do?": validated, rate-limited like the counts, stored redacted. */
export async function answerWhy(request: Request, { body, isForm }: Posted): Promise<Response> {
  // A form sent with an empty box: nothing to store, and the page says nothing was sent (not "failed", not "thanks").
  const blank = isForm ? whyPageSchema.safeParse(body) : null;
  if (blank?.success && blank.data.why.trim() === "") {
    return seeThanksPage(request, { ...blank.data, useful: false }, "empty");
  }
  const parsed = whySchema.safeParse(body);
  if (!parsed.success) {
    if (isForm) return seeThanksPage(request, undefined, "failed");
    return invalidAnswer("{path, locale, why}", ["why"]);
  }
  const outcome = await recordAnswer(request, parsed.data);
  return isForm ? seeThanksPage(request, { ...parsed.data, useful: false }, outcome.kind, true) : jsonAnswer(outcome);
}
