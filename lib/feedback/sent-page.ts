// What the thank-you page says, read back from the query feedbackSentPath (sent.ts) wrote: the visitor may edit it.
import { findRoute, type RouteEntry } from "../routes";
import { FEEDBACK_OUTCOMES, type FeedbackOutcome } from "./sent";

type Query = Record<string, string | string[] | undefined>;

/**
 * `calm`: nothing went wrong (the answer was stored, or there was nothing to store); `page`: the registry page to go
 * back to, if the query names one; `askWhy`: offer "what were you trying to do?" for it; `answeredWhy`: a comment
 * was stored, so the page says no one replies to it.
 */
export type SentPage = {
  outcome: FeedbackOutcome;
  calm: boolean;
  page?: RouteEntry;
  askWhy: boolean;
  answeredWhy: boolean;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function readSentPage(query: Query): SentPage {
  const outcome = FEEDBACK_OUTCOMES.find((known) => known === first(query.outcome)) ?? "sent";
  const calm = outcome === "sent" || outcome === "empty";
  // Only a registry page may be linked back to.
  const page = findRoute(first(query.page) ?? "");
  return {
    outcome,
    calm,
    page,
    askWhy: calm && page !== undefined && first(query.ask) === "why",
    answeredWhy: outcome === "sent" && first(query.answered) === "why",
  };
}
