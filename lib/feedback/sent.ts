// The no-JavaScript feedback path: the thank-you page's address and the outcomes it reports.
import { localizedPath, type Locale } from "../../i18n/locales";

/** Where the page's feedback is posted, by a form without JavaScript and by fetch with it (app/api/feedback). */
export const FEEDBACK_API_PATH = "/api/feedback";

/** The thank-you page a browser without JavaScript lands on after answering "Was this page useful?". */
export const FEEDBACK_SENT_PATH = "/feedback/sent";

/** `empty`: the "why" box was sent with nothing in it, so nothing was stored (and the page says so). */
export const FEEDBACK_OUTCOMES = ["sent", "limited", "failed", "empty"] as const;
export type FeedbackOutcome = (typeof FEEDBACK_OUTCOMES)[number];

/**
 * `askWhy`: the answer was "No" (or an empty "why"), so the page offers the optional "what were you trying to do?";
 * `answeredWhy`: what was stored is a comment, so the page says no one replies to it and where questions go.
 */
export function feedbackSentPath(
  locale: Locale,
  page: string | undefined,
  outcome: FeedbackOutcome,
  askWhy = false,
  answeredWhy = false,
): string {
  const query = new URLSearchParams({
    ...(page ? { page } : {}),
    ...(outcome === "sent" ? {} : { outcome }),
    ...(askWhy ? { ask: "why" } : {}),
    ...(answeredWhy && outcome === "sent" ? { answered: "why" } : {}),
  });
  const search = query.toString();
  return `${localizedPath(locale, FEEDBACK_SENT_PATH)}${search ? `?${search}` : ""}`;
}
