import { getCache } from "@/lib/cache";
import { clientKey } from "@/lib/cache/rate-limit";
import { feedbackFromForm, feedbackSchema, FEEDBACK_BODY_LIMIT, type Feedback } from "@/lib/feedback/schema";
import { allowFeedback, recordFeedback } from "@/lib/feedback/store";
import { feedbackSentPath, type FeedbackOutcome } from "@/lib/feedback/sent";
import { BodyTooLarge, readBoundedText } from "@/lib/http/body";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";

const NO_STORE = { "Cache-Control": "no-store" };
const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

/**
 * POST /api/feedback: "Was this page useful?" (issue 7). Validated, rate-limited, anonymous. Two shapes: JSON
 * {path, locale, useful} from the page's script, and the same form posted by a browser without JavaScript
 * (urlencoded, useful=yes|no), which is answered with a redirect to the thank-you page rather than JSON.
 */
export async function POST(request: Request) {
  // Answers come from our own pages; another site's form cannot add votes.
  if (request.headers.get("sec-fetch-site") === "cross-site") return answer({ error: "cross_site" }, 403);
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const isForm = type === "application/x-www-form-urlencoded";
  if (!isForm && type !== "application/json") return answer({ error: "unsupported_media_type" }, 415);

  let text: string;
  try {
    text = await readBoundedText(request, FEEDBACK_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLarge) return answer({ error: "too_large" }, 413);
    return answer({ error: "invalid_body" }, 400);
  }

  let body: unknown;
  if (isForm) {
    body = feedbackFromForm(new URLSearchParams(text));
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      return answer({ error: "invalid_json" }, 400);
    }
  }
  const parsed = feedbackSchema.safeParse(body);
  if (!parsed.success) {
    if (isForm) return seeThanksPage(request, undefined, "failed");
    return answer({ error: "invalid", issues: parsed.error.issues.map((i) => i.path.join(".")) }, 400);
  }

  const outcome = await record(request, parsed.data);
  if (isForm) return seeThanksPage(request, parsed.data, outcome.kind);
  if (outcome.kind === "limited") return answer({ error: "rate_limited" }, 429, { "Retry-After": String(outcome.retryAfter) });
  if (outcome.kind === "failed") return answer({ error: "unavailable" }, 503);
  return answer({ ok: true }, 201);
}

async function record(request: Request, feedback: Feedback): Promise<{ kind: FeedbackOutcome; retryAfter?: number }> {
  const cache = getCache();
  try {
    const limit = await allowFeedback(cache, await clientKey(request.headers));
    if (!limit.ok) return { kind: "limited", retryAfter: limit.retryAfter };
    await recordFeedback(cache, feedback);
    return { kind: "sent" };
  } catch (error) {
    console.warn(`[feedback] not recorded: ${(error as Error).message}`);
    return { kind: "failed" };
  }
}

/** 303: the browser follows with a GET, so a reload of the thank-you page does not post the answer again. */
function seeThanksPage(request: Request, feedback: Feedback | undefined, outcome: FeedbackOutcome) {
  const location = new URL(feedbackSentPath(feedback?.locale ?? "th", feedback?.path, outcome), request.url);
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location.pathname + location.search } });
}

const refuse = methodNotAllowed("POST");
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE };
