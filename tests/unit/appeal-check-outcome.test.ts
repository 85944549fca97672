import { describe, expect, it } from "vitest";
import { readCheckForm } from "@/components/appeal-helper/check-form";
import {
  answersTo,
  asksDate,
  checkOutcome,
  CHOICES,
  QUESTIONS,
  shownQuestions,
  type Answers,
  type Choice,
} from "@/components/appeal-helper/outcome";

/**
 * The check never hides the last day: whoever has the letter and gives its date learns the last day the Committee
 * must receive the appeal, whatever they answered about the steps before it (or left unanswered), through the
 * interactive check and through the plain answer page alike.
 */
const TODAY = "2026-03-10";
/** 1 March 2026 (2569 in the Buddhist era): the last day is 30 April 2026, 51 days after TODAY. */
const LETTER = "01/03/2569";
const OPEN = { status: "open", letter: "2026-03-01", deadline: "2026-04-30", daysLeft: 51 };
/** 1 January 2026: the last day was 2 March 2026, eight days before TODAY. */
const LATE = { status: "closed", letter: "2026-01-01", deadline: "2026-03-02", daysLate: 8 };

const STEPS = ["asked", "answered", "disputed"] as const;
type Maybe = Choice | undefined;
/** Every way of answering the three steps: yes, no, not sure, or left unanswered (64). */
const stepAnswers: Answers[] = [];
for (const a of [...CHOICES, undefined] as Maybe[])
  for (const b of [...CHOICES, undefined] as Maybe[])
    for (const c of [...CHOICES, undefined] as Maybe[])
      stepAnswers.push(Object.fromEntries(STEPS.map((s, i) => [s, [a, b, c][i]]).filter(([, v]) => v)));

const describeAnswers = (answers: Answers) => QUESTIONS.map((q) => `${q}=${answers[q] ?? "-"}`).join(" ");

/** The plain answer page: the answers as the GET form sends them (every question on the page). */
function plainPage(answers: Answers, letterDate: string) {
  const query = new URLSearchParams(Object.entries({ ...answers, letterDate }) as [string, string][]);
  const read = readCheckForm(query);
  return checkOutcome(read.answers, read.letterDate, TODAY);
}

/** The interactive check: the visitor answers each question as it appears, then types the date if it is asked. */
function interactive(all: Answers, letterDate: string) {
  const shown = shownQuestions(all);
  const onScreen = answersTo(all, shown);
  return { shown, outcome: checkOutcome(onScreen, asksDate(onScreen) ? letterDate : "", TODAY) };
}

describe("the last day is never hidden", () => {
  it("through the plain answer page: every answer to every question, with the letter's date given", () => {
    for (const steps of stepAnswers)
      for (const letter of [...CHOICES, undefined] as Maybe[]) {
        const answers = { ...steps, ...(letter && { hasLetter: letter }) };
        expect(plainPage(answers, LETTER)?.deadline, describeAnswers(answers)).toEqual(OPEN);
        expect(plainPage(answers, "01/01/2026")?.deadline, describeAnswers(answers)).toEqual(LATE);
      }
  });

  it("through the interactive check: whatever the steps, the letter is asked, and its date gives the last day", () => {
    for (const steps of stepAnswers) {
      const answers: Answers = { ...steps, hasLetter: "yes" };
      const { shown, outcome } = interactive(answers, LETTER);
      // A step left unanswered is what is on the screen next: the letter comes once it is answered.
      if (shown.some((q) => q !== "hasLetter" && !answers[q])) continue;
      expect(shown, describeAnswers(answers)).toContain("hasLetter");
      expect(outcome?.deadline, describeAnswers(answers)).toEqual(OPEN);
    }
  });

  it("asks the letter's question after the first step answered no or not sure, and says what to do about it", () => {
    const advice = { asked: "askFirst", answered: "waitAnswer", disputed: "recordDispute" } as const;
    for (const [n, step] of STEPS.entries())
      for (const choice of ["no", "notSure"] as const) {
        const answers: Answers = { ...Object.fromEntries(STEPS.slice(0, n).map((s) => [s, "yes"])), [step]: choice };
        expect(shownQuestions(answers)).toEqual([...STEPS.slice(0, n + 1), "hasLetter"]);
        const withLetter = interactive({ ...answers, hasLetter: "yes" }, LETTER).outcome;
        expect(withLetter).toEqual({ deadline: OPEN, next: [advice[step]] });
        // Without the letter: what to do about the step, and about the letter.
        for (const letter of ["no", "notSure"] as const)
          expect(interactive({ ...answers, hasLetter: letter }, LETTER).outcome).toEqual({
            deadline: null,
            next: [advice[step], "needLetter"],
          });
      }
  });

  it("answers every step done with the last day alone, and waits for the date or the letter's answer", () => {
    const done: Answers = { asked: "yes", answered: "yes", disputed: "yes" };
    expect(checkOutcome({ ...done, hasLetter: "yes" }, LETTER, TODAY)).toEqual({ deadline: OPEN, next: [] });
    expect(checkOutcome({ ...done, hasLetter: "yes" }, "", TODAY)).toBeNull();
    expect(checkOutcome(done, "", TODAY)).toBeNull();
    expect(checkOutcome({ ...done, hasLetter: "yes" }, "11/03/2026", TODAY)).toBeNull();
    expect(checkOutcome({ ...done, hasLetter: "no" }, "", TODAY)).toEqual({ deadline: null, next: ["needLetter"] });
  });

  it("does not count an answer to a question the interactive check no longer shows", () => {
    // "No" to the first step, the letter answered, then the first step changed to "yes": the next step is asked again.
    const all: Answers = { asked: "yes", hasLetter: "no" };
    expect(shownQuestions(all)).toEqual(["asked", "answered"]);
    expect(interactive(all, "").outcome).toBeNull();
  });
});
