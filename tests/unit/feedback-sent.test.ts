import { describe, expect, it } from "vitest";
import { FEEDBACK_OUTCOMES, feedbackSentPath } from "@/lib/feedback/sent";
import { readSentPage } from "@/lib/feedback/sent-page";

/** The thank-you page's query as the browser brings it back: the address feedbackSentPath wrote, read as Next does. */
const queryOf = (path: string) => Object.fromEntries(new URL(path, "http://localhost").searchParams);

describe("the thank-you page reads back what the feedback route wrote", () => {
  it("every outcome, the page, and whether to ask or thank for a 'why'", () => {
    expect(FEEDBACK_OUTCOMES.length).toBe(4);
    for (const outcome of FEEDBACK_OUTCOMES) {
      for (const [askWhy, answeredWhy] of [
        [false, false],
        [true, false],
        [false, true],
      ]) {
        const read = readSentPage(queryOf(feedbackSentPath("en", "/Law/act", outcome, askWhy, answeredWhy)));
        const calm = outcome === "sent" || outcome === "empty";
        const label = `${outcome} ask=${askWhy} answered=${answeredWhy}`;
        expect(read.outcome, label).toBe(outcome);
        expect(read.calm, label).toBe(calm);
        expect(read.page?.path, label).toBe("/Law/act");
        // "Why" is offered only after an answer that went well, and thanked for only once stored.
        expect(read.askWhy, label).toBe(askWhy && calm);
        expect(read.answeredWhy, label).toBe(answeredWhy && outcome === "sent");
      }
    }
  });

  it("takes nothing from an edited query but what it knows", () => {
    const read = readSentPage({ outcome: "hacked", page: "https://evil.example/", ask: "why", answered: "why" });
    // An unknown outcome reads as the plain thanks, a page not in the registry gives no link back and no "why".
    expect(read).toEqual({ outcome: "sent", calm: true, page: undefined, askWhy: false, answeredWhy: true });
    expect(readSentPage({ outcome: ["failed", "sent"], page: ["/FAQ", "/Law/act"] })).toMatchObject({
      outcome: "failed",
      page: { path: "/FAQ" },
    });
  });
});
