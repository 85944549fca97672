import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import contacts from "@/content/data/contacts.json";
import {
  counter,
  eachTestOnHelperPage,
  errorSummary,
  labels,
  m,
  openStep,
  press,
  renderForm,
  REQUIRED_ANSWERS,
  stepCount,
  storeAnswers,
  summaryLines,
  textField,
} from "@/tests/support/appeal-helper";
import { fill } from "./messages";
import { printDocument } from "./print-form";

// The print dialog itself is the browser's (the browser suite prints from the frame): here, what is handed to it.
vi.mock("./print-form", async (original) => ({
  ...(await original<typeof import("./print-form")>()),
  printDocument: vi.fn(async () => {}),
}));

/** Step 9: the last day, where to send it, and printing the filled-in form (or what is missing before it can). */
const print = (user: ReturnType<typeof userEvent.setup>) => press(user, m.form.print);
/** The document handed to the print frame, parsed. */
const printed = () => {
  expect(printDocument).toHaveBeenCalledTimes(1);
  const [html, title] = vi.mocked(printDocument).mock.calls[0];
  expect(title).toBe(m.form.printFrameTitle);
  return new DOMParser().parseFromString(html, "text/html");
};

eachTestOnHelperPage();
afterEach(() => {
  vi.mocked(printDocument).mockClear();
  vi.restoreAllMocks();
});

describe("the print step", () => {
  it("gives the last day and the address, and prints the form filled in", async () => {
    const user = userEvent.setup();
    storeAnswers({ ...REQUIRED_ANSWERS, letterDate: "01/03/2026" }, [true]);
    openStep(9);
    renderForm();
    expect(counter()).toBe(stepCount(9));
    expect(screen.getByRole("heading", { name: m.form.printTitle })).toBeTruthy();
    const lastDay = fill(m.form.deadline, { date: "30 April 2026" });
    expect(screen.getByText(lastDay)).toBeTruthy();
    expect(document.querySelector(".helper-send-to")?.textContent).toContain(contacts.address.en);
    expect(screen.getByText(m.form.pdfHint)).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();

    await print(user);
    expect(screen.getByRole("status").textContent).toBe(m.form.printing);
    const form = printed();
    expect(form.querySelector("h1")?.textContent).toBe(labels.title);
    const answers = [...form.querySelectorAll(".answer")].map((answer) => answer.textContent);
    for (const name of ["fullName", "address", "bureau", "reasons", "request"] as const)
      expect(answers).toContain(REQUIRED_ANSWERS[name]);
    expect(answers).toContain("1 March 2026");
    expect([...form.querySelectorAll(".box")].map((box) => box.textContent).join("")).toBe(REQUIRED_ANSWERS.nationalId);
    expect(form.querySelector(".last-day")?.textContent).toBe(lastDay);
    expect(form.querySelector("ul.attach li .check")?.textContent).toBe("✓");
    expect(form.querySelector(".footer")?.textContent).toContain(contacts.address.en);
  });

  it("without the letter's date, says what the rules allow and prints that field blank", async () => {
    const user = userEvent.setup();
    storeAnswers(REQUIRED_ANSWERS);
    openStep(9);
    renderForm();
    expect(screen.getByText(m.form.noLetterDate)).toBeTruthy();
    await print(user);
    const form = printed();
    const letter = [...form.querySelectorAll(".field")].find((field) => field.textContent?.includes(labels.letterDate));
    expect(letter?.querySelector(".blank")).toBeTruthy();
    expect(form.querySelector(".last-day")).toBeNull();
  });

  it("lists every required answer missing in a summary named for printing, and prints nothing", async () => {
    const user = userEvent.setup();
    openStep(9);
    renderForm();
    await print(user);
    const summary = errorSummary(m.form.summaryTitle);
    expect(document.activeElement).toBe(summary);
    const required = [
      "fullName",
      "nationalId",
      "mobile",
      "address",
      "postalCode",
      "bureau",
      "disputedItems",
      "reasons",
      "request",
    ] as const;
    expect(summaryLines(summary)).toEqual(required.map((name) => `${labels[name]}: ${m.errors.required}`));
    expect(printDocument).not.toHaveBeenCalled();
    // A line's link goes to its field, on its own step.
    await user.click(within(summary!).getByRole("link", { name: `${labels.reasons}: ${m.errors.required}` }));
    expect(counter()).toBe(stepCount(3));
    expect(document.activeElement).toBe(textField(labels.reasons));
  });

  it("in an app's own browser, says printing may not work there and how to open the phone's browser", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Line/14.9.0",
    );
    openStep(9);
    renderForm();
    const note = screen.getByRole("note");
    expect(note.textContent).toContain(m.form.inAppTitle);
    expect(note.textContent).toContain(m.form.inAppBody);
  });
});
