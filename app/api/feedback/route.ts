import { defaultLocale } from "@/i18n/locales";
import { getCache } from "@/lib/cache";
import { clientKey, LIMITS, rateLimiter, retryAfterSeconds } from "@/lib/cache/rate-limit";
import { feedbackFromForm, feedbackSchema, FEEDBACK_BODY_LIMIT, type Feedback } from "@/lib/feedback/schema";
import { recordFeedback } from "@/lib/feedback/store";
import { recordWhy, whyFromForm, whyPageSchema, whySchema, type Why } from "@/lib/feedback/why";
import { feedbackSentPath, type FeedbackOutcome } from "@/lib/feedback/sent";
import { apiError } from "@/lib/http/api-error";
import { BodyTooLarge, readBoundedText } from "@/lib/http/body";
import { ALLOW } from "@/lib/http/allow";
import { CACHE_CONTROL } from "@/lib/http/cache-control";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { fromAnotherSite } from "@/lib/http/same-site";
import { loggableError } from "@/lib/privacy/redact";

const NO_STORE = { "Cache-Control": CACHE_CONTROL.noStore };
const refused = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  apiError(status, { code, message }, headers);

/**
 * POST /api/feedback: "Was this page useful?". Validated, rate-limited, anonymous. Two shapes: JSON
 * {path, locale, useful} from the page's script, and the same form posted by a browser without JavaScript
 * (urlencoded, useful=yes|no), which is answered with a redirect to the thank-you page rather than JSON. After "No",
 * the optional "what were you trying to do?" comes the same two ways as {path, locale, why}, and is stored redacted.
 */
export async function POST(request: Request) {
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

  let body: unknown;
  const form = isForm ? new URLSearchParams(text) : null;
  if (form) {
    body = form.has("why") ? whyFromForm(form) : feedbackFromForm(form);
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      return refused(400, "invalid_json", "The body is not JSON.");
    }
  }
  if (typeof body === "object" && body !== null && "why" in body) return answerWhy(request, body, isForm);
  const parsed = feedbackSchema.safeParse(body);
  if (!parsed.success) {
    if (isForm) return seeThanksPage(request, undefined, "failed");
    const fields = parsed.error.issues.map((i) => i.path.join("."));
    return apiError(400, { code: "invalid", message: "Expected {path, locale, useful}.", fields });
  }

  const outcome = await record(request, parsed.data);
  if (isForm) return seeThanksPage(request, parsed.data, outcome.kind);
  return jsonAnswer(outcome);
}

/** "What were you trying to do?": validated, rate-limited like the counts, stored redacted. */
async function answerWhy(request: Request, body: unknown, isForm: boolean) {
  // A form sent with an empty box: nothing to store, and the page says nothing was sent (not "failed", not "thanks").
  const blank = isForm ? whyPageSchema.safeParse(body) : null;
  if (blank?.success && blank.data.why.trim() === "") {
    return seeThanksPage(request, { ...blank.data, useful: false }, "empty");
  }
  const parsed = whySchema.safeParse(body);
  if (!parsed.success) {
    if (isForm) return seeThanksPage(request, undefined, "failed");
    return apiError(400, { code: "invalid", message: "Expected {path, locale, why}.", fields: ["why"] });
  }
  const outcome = await record(request, parsed.data);
  if (isForm) return seeThanksPage(request, { ...parsed.data, useful: false }, outcome.kind, true);
  return jsonAnswer(outcome);
}

/** The script's answer to a recorded, refused or failed answer (a form post gets the thank-you page instead). */
function jsonAnswer(outcome: { kind: FeedbackOutcome; retryAfter?: number }): Response {
  if (outcome.kind === "limited") {
    return refused(429, "rate_limited", "Too many answers from your network; try again later.", {
      "Retry-After": String(outcome.retryAfter),
    });
  }
  if (outcome.kind === "failed")
    return refused(503, "unavailable", "The answer could not be recorded; try again later.");
  return Response.json({ ok: true }, { status: 201, headers: NO_STORE });
}

async function record(
  request: Request,
  answer: Feedback | Why,
): Promise<{ kind: FeedbackOutcome; retryAfter?: number }> {
  const cache = getCache();
  try {
    const limit = await rateLimiter(LIMITS.feedback).check(await clientKey(request.headers));
    if (!limit.ok) return { kind: "limited", retryAfter: retryAfterSeconds(limit) };
    if ("why" in answer) await recordWhy(cache, answer);
    else await recordFeedback(cache, answer);
    return { kind: "sent" };
  } catch (error) {
    console.warn(`[feedback] not recorded: ${loggableError(error)}`);
    return { kind: "failed" };
  }
}

/** 303: the browser follows with a GET, so a reload of the thank-you page does not post the answer again. */
function seeThanksPage(
  request: Request,
  feedback: Feedback | undefined,
  outcome: FeedbackOutcome,
  answeredWhy = false,
) {
  // After a "No" that was recorded, the thank-you page asks why (unless that is what was just answered); after an empty
  // "why", it asks again.
  const askWhy = (outcome === "sent" || outcome === "empty") && feedback?.useful === false && !answeredWhy;
  const path = feedbackSentPath(feedback?.locale ?? defaultLocale, feedback?.path, outcome, askWhy, answeredWhy);
  const location = new URL(path, request.url);
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location.pathname + location.search } });
}

const refuse = methodNotAllowed(ALLOW.post);
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
