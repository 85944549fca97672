// Recording an answer: the client's budget first, then the store; a refusal or a failure is an outcome, not a throw.
import { getCache } from "../cache";
import { clientKey, LIMITS, rateLimiter, retryAfterSeconds } from "../cache/rate-limit";
import { loggableError } from "../privacy/redact";
import type { Feedback } from "./schema";
import type { FeedbackOutcome } from "./sent";
import { recordFeedback } from "./store";
import { recordWhy, type Why } from "./why";

/** What became of an answer; `retryAfter` (seconds) when the client's budget is spent. */
export type Recorded = { kind: FeedbackOutcome; retryAfter?: number };

export async function recordAnswer(request: Request, answer: Feedback | Why): Promise<Recorded> {
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
