import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  counter,
  eachTestOnHelperPage,
  labels,
  m,
  named,
  openStep,
  press,
  renderForm,
  REQUIRED_ANSWERS,
  stepCount,
  storeAnswers,
  textField,
} from "@/tests/support/appeal-helper";

/** Step 8, "check your answers": every answer under its part, each with a Change link back to its field. */
/** The answer shown for a field (the row's term is its label). */
const row = (label: string) => screen.getByText(label, { selector: "dt *, dt" }).closest<HTMLElement>("div")!;

eachTestOnHelperPage();

describe("check your answers", () => {
  it("shows each answer, dates in words, the ticked documents, and 'not given' for what is blank", () => {
    storeAnswers({ ...REQUIRED_ANSWERS, letterDate: "01/03/2569" }, [true, false, true]);
    openStep(8);
    renderForm();
    expect(counter()).toBe(stepCount(8));
    expect(screen.getByRole("heading", { name: m.form.reviewTitle, level: 3 })).toBeTruthy();
    // One section per part of the form; part 1's two steps are one.
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual([
      labels.part1,
      labels.part2,
      labels.part3,
      labels.part4,
      m.form.header,
      labels.part5,
    ]);
    expect(row(labels.reasons).textContent).toContain(REQUIRED_ANSWERS.reasons);
    expect(row(labels.idType).textContent).toContain(labels.idTypeThaiId);
    expect(row(labels.letterDate).textContent).toContain("1 March 2026");
    expect(row(labels.email).textContent).toContain(m.form.notGiven);
    expect(row(labels.part5).textContent).toContain(labels.attachments[0]);
    expect(row(labels.part5).textContent).toContain(labels.attachments[2]);
    expect(row(labels.part5).textContent).not.toContain(labels.attachments[1]);
  });

  it("Change goes to the answer's step with its field focused, and that step's button comes straight back", async () => {
    const user = userEvent.setup();
    storeAnswers(REQUIRED_ANSWERS);
    openStep(8);
    renderForm();
    const change = screen.getByRole("link", { name: named(`${m.form.change} ${labels.reasons}`) });
    // A link that works as one: opened in a new tab, it leads to the step, marked to come back.
    expect(change.getAttribute("href")).toBe("?step=3&return=review#appeal-reasons");
    await user.click(change);
    expect(counter()).toBe(stepCount(3));
    expect(document.activeElement).toBe(textField(labels.reasons));
    await user.clear(textField(labels.reasons));
    await user.type(textField(labels.reasons), "Paid in full in February");
    expect(screen.queryByRole("button", { name: m.form.continue })).toBeNull();
    await press(user, m.form.returnToReview);
    expect(counter()).toBe(stepCount(8));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: m.form.reviewTitle, level: 3 }));
    expect(row(labels.reasons).textContent).toContain("Paid in full in February");
    expect(location.search).toBe("?step=8");
    // From the first step too, whose Back then also leads to the review.
    await user.click(screen.getByRole("link", { name: named(`${m.form.change} ${labels.fullName}`) }));
    expect(counter()).toBe(stepCount(1));
    expect(document.activeElement).toBe(textField(labels.fullName));
    await user.click(screen.getByRole("link", { name: m.form.back }));
    expect(counter()).toBe(stepCount(8));
  });

  it("a step opened from a Change link's address (a reload, a new tab) also comes back to the review", async () => {
    const user = userEvent.setup();
    storeAnswers(REQUIRED_ANSWERS);
    history.replaceState(null, "", "?step=5&return=review#appeal-request");
    renderForm();
    expect(counter()).toBe(stepCount(5));
    await press(user, m.form.returnToReview);
    expect(counter()).toBe(stepCount(8));
  });

  it("a step with a wrong answer stays until it is right, then comes back", async () => {
    const user = userEvent.setup();
    storeAnswers(REQUIRED_ANSWERS);
    openStep(8);
    renderForm();
    await user.click(screen.getByRole("link", { name: named(`${m.form.change} ${labels.fullName}`) }));
    await user.clear(textField(labels.fullName));
    await press(user, m.form.returnToReview);
    expect(counter()).toBe(stepCount(1));
    expect(document.activeElement?.classList.contains("error-summary")).toBe(true);
    await user.type(textField(labels.fullName), "Somying Jaidee");
    await press(user, m.form.returnToReview);
    expect(counter()).toBe(stepCount(8));
  });

  it("Change for the documents goes to the first box", async () => {
    const user = userEvent.setup();
    openStep(8);
    renderForm();
    await user.click(screen.getByRole("link", { name: named(`${m.form.change} ${labels.part5}`) }));
    expect(counter()).toBe(stepCount(7));
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: labels.attachments[0] }));
  });
});
