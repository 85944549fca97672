// The feedback route's answers: JSON to the page's script, a 303 to the thank-you page for a form posted without it.
import { defaultLocale } from "../../i18n/locales";
import { apiError } from "../http/api-error";
import { CACHE_CONTROL } from "../http/cache-control";
import type { Feedback } from "./schema";
import { feedbackSentPath, type FeedbackOutcome } from "./sent";
import type { Recorded } from "./record";

const NO_STORE = { "Cache-Control": CACHE_CONTROL.noStore };

/** The script's answer to a recorded, refused or failed answer. */
export function jsonAnswer(outcome: Recorded): Response {
  if (outcome.kind === "limited") {
    const message = "Too many answers from your network; try again later.";
    return apiError(429, { code: "rate_limited", message }, { "Retry-After": String(outcome.retryAfter) });
  }
  if (outcome.kind === "failed")
    return apiError(503, { code: "unavailable", message: "The answer could not be recorded; try again later." });
  return Response.json({ ok: true }, { status: 201, headers: NO_STORE });
}

/** The script's answer to a body that is not the shape `expected` names; `fields`, the ones at fault. */
export const invalidAnswer = (expected: string, fields: string[]) =>
  apiError(400, { code: "invalid", message: `Expected ${expected}.`, fields });

/**
 * The form's answer: a 303, so the browser follows with a GET and a reload of the thank-you page does not post the
 * answer again. `feedback` is what was answered, when it was valid; `answeredWhy`, that it was a "why".
 */
export function seeThanksPage(
  request: Request,
  feedback: Feedback | undefined,
  outcome: FeedbackOutcome,
  answeredWhy = false,
): Response {
  // After a "No" that was recorded, the thank-you page asks why (unless that is what was just answered); after an empty
  // "why", it asks again.
  const askWhy = (outcome === "sent" || outcome === "empty") && feedback?.useful === false && !answeredWhy;
  const path = feedbackSentPath(feedback?.locale ?? defaultLocale, feedback?.path, outcome, askWhy, answeredWhy);
  const location = new URL(path, request.url);
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location.pathname + location.search } });
}
