import { describe, expect, it } from "vitest";
import { readCheckForm } from "@/components/appeal-helper/check-form";
import { checkProblems } from "@/components/appeal-helper/outcome";

/** The eligibility check's problems: the same list whether the page or the browser's script judges them. */
const TODAY = "2026-03-10";
const allYes = { asked: "yes", answered: "yes", disputed: "yes", hasLetter: "yes" } as const;

describe("the check's problems", () => {
  it("names every step left unanswered up to the first no or not sure, and the letter's question always", () => {
    expect(checkProblems({}, "", TODAY).map((p) => p.field)).toEqual(["asked", "answered", "disputed", "hasLetter"]);
    expect(checkProblems({ answered: "no" }, "", TODAY)).toEqual([
      { field: "asked", problem: "unanswered" },
      { field: "hasLetter", problem: "unanswered" },
    ]);
    expect(checkProblems({ asked: "notSure", hasLetter: "no" }, "", TODAY)).toEqual([]);
    // Not sure of the letter: no date is asked for.
    expect(checkProblems({ asked: "no", hasLetter: "notSure" }, "", TODAY)).toEqual([]);
    expect(checkProblems({ asked: "no", hasLetter: "yes" }, "", TODAY)).toEqual([
      { field: "letterDate", problem: "needDate" },
    ]);
  });

  it("asks for the letter's date once the visitor has the letter, and names a wrong one", () => {
    expect(checkProblems(allYes, "", TODAY)).toEqual([{ field: "letterDate", problem: "needDate" }]);
    expect(checkProblems(allYes, "abc", TODAY)).toEqual([{ field: "letterDate", problem: "date" }]);
    expect(checkProblems(allYes, "31/02/2569", TODAY)).toEqual([{ field: "letterDate", problem: "date" }]);
    expect(checkProblems(allYes, "11/03/2026", TODAY)).toEqual([{ field: "letterDate", problem: "dateFuture" }]);
    expect(checkProblems(allYes, "๐๑/๐๓/๒๕๖๙", TODAY)).toEqual([]);
    // A date typed before the last answer is judged too: the page shows the field.
    expect(checkProblems({ ...allYes, hasLetter: undefined }, "abc", TODAY)).toContainEqual({
      field: "letterDate",
      problem: "date",
    });
  });

  it("reads the date from the URL cleaned before it is cut, so a pasted one with spaces is whole", () => {
    const query = new URLSearchParams({ letterDate: " ๐๑ / ๐๓ / ๒๕๖๙ ", asked: "maybe", answered: "notSure" });
    expect(readCheckForm(query)).toEqual({ answers: { answered: "notSure" }, letterDate: "01/03/2569" });
  });
});
