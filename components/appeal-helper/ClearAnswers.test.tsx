import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  counter,
  eachTestOnHelperPage,
  labels,
  m,
  openStep,
  press,
  renderForm,
  REQUIRED_ANSWERS,
  stepCount,
  storeAnswers,
  storedAnswers,
  textField,
} from "@/tests/support/appeal-helper";

/**
 * "Clear my answers", on every step (the note under each step's fields names it, and so does the page's privacy note:
 * tests/unit/appeal-helper-page.test.ts): asked
 * first, then every answer goes and the visitor is back at step 1.
 */

eachTestOnHelperPage();

describe("clearing the answers", () => {
  it("is offered on every step, which the note under the fields promises", () => {
    for (let step = 1; step <= 9; step++) {
      openStep(step);
      const { unmount } = renderForm();
      expect(screen.getAllByRole("button", { name: m.form.clear }), `step ${step}`).toHaveLength(1);
      // The note names the button by its own words.
      const note = document.querySelector(".helper-kept")?.textContent;
      if (note) expect(note).toContain(`“${m.form.clear}”`);
      unmount();
    }
  });

  it("asks first, and keeping them keeps them, focus back on the button", async () => {
    const user = userEvent.setup();
    storeAnswers(REQUIRED_ANSWERS, [true]);
    openStep(9);
    renderForm();
    await press(user, m.form.clear);
    const ask = screen.getByRole("group", { name: m.form.clearAsk });
    expect(document.activeElement).toBe(within(ask).getByText(m.form.clearAsk).closest("p"));
    await user.click(within(ask).getByRole("button", { name: m.form.clearNo }));
    expect(screen.queryByRole("group", { name: m.form.clearAsk })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: m.form.clear }));
    expect(storedAnswers()).toMatchObject({ values: REQUIRED_ANSWERS, attachments: [true] });
    expect(counter()).toBe(stepCount(9));
  });

  it("clearing empties every field and box, says so, and starts again at step 1", async () => {
    const user = userEvent.setup();
    storeAnswers({ ...REQUIRED_ANSWERS, letterDate: "01/03/2026" }, [true, true]);
    openStep(9);
    renderForm();
    await press(user, m.form.clear);
    await press(user, m.form.clearYes);
    expect(counter()).toBe(stepCount(1));
    expect(location.search).toBe("?step=1");
    expect(screen.getByRole("status").textContent).toBe(m.form.cleared);
    expect(storedAnswers()).toBeNull();
    expect(textField(labels.fullName).value).toBe("");
    expect(textField(labels.nationalId).value).toBe("");
    // Nothing is judged until the visitor tries again.
    expect(document.querySelector(".field-error")).toBeNull();
    for (const step of [4, 7]) {
      openStep(step);
      window.dispatchEvent(new PopStateEvent("popstate"));
      await screen.findByText(stepCount(step));
    }
    expect(screen.getAllByRole("checkbox").some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });
});
