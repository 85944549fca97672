// The no-JavaScript feedback path: the thank-you page's address and the outcomes it reports.
import { localizedPath, type Locale } from "../../i18n/locales";

/** The thank-you page a browser without JavaScript lands on after answering "Was this page useful?". */
export const FEEDBACK_SENT_PATH = "/feedback/sent";

export const FEEDBACK_OUTCOMES = ["sent", "limited", "failed"] as const;
export type FeedbackOutcome = (typeof FEEDBACK_OUTCOMES)[number];

/** `askWhy`: the answer was "No", so the page offers the optional "what were you trying to do?". */
export function feedbackSentPath(
  locale: Locale,
  page: string | undefined,
  outcome: FeedbackOutcome,
  askWhy = false,
): string {
  const query = new URLSearchParams({
    ...(page ? { page } : {}),
    ...(outcome === "sent" ? {} : { outcome }),
    ...(askWhy ? { ask: "why" } : {}),
  });
  const search = query.toString();
  return `${localizedPath(locale, FEEDBACK_SENT_PATH)}${search ? `?${search}` : ""}`;
}
