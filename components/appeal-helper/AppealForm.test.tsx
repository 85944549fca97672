import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  counter,
  eachTestOnHelperPage,
  errorSummary,
  fieldError,
  ID_NUMBER,
  labels,
  m,
  openStep,
  press,
  queryTextField,
  renderForm,
  stepCount,
  summaryLines,
  textField,
} from "@/tests/support/appeal-helper";
import { fill } from "./messages";

/** The appeal form's field steps (1 to 6) as a visitor goes through them: fields, messages, Continue and Back. */

eachTestOnHelperPage();

describe("the check and the form's first step are two pages", () => {
  it("under the check, the form is only its start, a link to step 1 that focuses the step's heading", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(counter()).toBeUndefined();
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: m.form.continue })).toBeNull();
    const start = screen.getByRole("link", { name: m.form.start });
    expect(start.getAttribute("href")).toBe("?step=1#appeal-helper-form");
    await user.click(start);
    expect(counter()).toBe(stepCount(1));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: labels.part1 }));
    expect(screen.queryByRole("link", { name: m.form.start })).toBeNull();
  });
});

describe("each step asks for its own fields", () => {
  // In the order of the printed form; the letter's date is optional, the rest of step 4 too.
  const steps: [step: number, title: string, fields: string[]][] = [
    [1, labels.part1, [labels.fullName, labels.nationalId, labels.birthDate]],
    [2, labels.part1, [labels.mobile, labels.address, labels.postalCode, labels.email]],
    [3, labels.part2, [labels.bureau, labels.member, labels.account, labels.disputedItems, labels.reasons]],
    [4, labels.part3, [labels.requestDate, labels.answerDate, labels.disputeDate, labels.letterDate]],
    [5, labels.part4, [labels.request]],
    [6, m.form.header, [labels.writtenAt, labels.date]],
  ];
  for (const [step, title, fields] of steps)
    it(`step ${step}: ${title}`, () => {
      openStep(step);
      renderForm();
      expect(counter()).toBe(stepCount(step));
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
      expect(screen.getAllByRole("textbox").map((box) => box.id)).toEqual(fields.map((label) => textField(label).id));
      // Back from every step but the first; Continue on each.
      expect(screen.queryAllByRole("link", { name: m.form.back })).toHaveLength(step > 1 ? 1 : 0);
      expect(screen.getByRole("button", { name: m.form.continue })).toBeTruthy();
    });

  it("marks the required fields in their labels and gives each its hint", () => {
    openStep(1);
    renderForm();
    expect(textField(labels.fullName).required).toBe(true);
    expect(screen.getByText(m.form.required, { selector: `label[for="appeal-fullName"] *` })).toBeTruthy();
    expect(textField(labels.birthDate).required).toBe(false);
    const id = textField(labels.nationalId);
    expect(document.getElementById(id.getAttribute("aria-describedby")!)?.textContent).toBe(m.form.hints.nationalId);
    // The birth date's example is an adult's: today's year would read as a mistake.
    const birth = textField(labels.birthDate);
    expect(document.getElementById(birth.getAttribute("aria-describedby")!)?.textContent).toBe(m.form.hints.birthDate);
    expect(within(screen.getByRole("group", { name: labels.idType })).getAllByRole("radio")).toHaveLength(3);
  });

  it("asks for the number of the identification chosen: a passport's letters, a company's registration", async () => {
    const user = userEvent.setup();
    openStep(1);
    renderForm();
    await user.click(screen.getByRole("radio", { name: labels.idTypePassport }));
    const passport = textField(labels.passportNumber);
    await user.type(passport, "AA 123-4567");
    expect(passport.value).toBe("AA1234567");
    expect(document.getElementById(passport.getAttribute("aria-describedby")!)?.textContent).toBe(
      m.form.hints.passport,
    );
    await user.click(screen.getByRole("radio", { name: labels.idTypeCompany }));
    expect(textField(labels.companyNumber)).toBeTruthy();
    expect(queryTextField(labels.passportNumber)).toBeNull();
  });
});

describe("messages by the field", () => {
  it("judges an ID number as it is completed, and says what is wrong with it", async () => {
    const user = userEvent.setup();
    openStep(1);
    renderForm();
    const id = textField(labels.nationalId);
    await user.type(id, `${ID_NUMBER.slice(0, 12)}2`);
    expect(fieldError(id)).toBe(m.errors.idCheckDigit);
    expect(id.getAttribute("aria-invalid")).toBe("true");
    expect(id.getAttribute("aria-describedby")).toContain(`${id.id}-error`);
    await user.clear(id);
    await user.type(id, `0${ID_NUMBER.slice(1)}`);
    expect(fieldError(id)).toBe(m.errors.idFirstDigit);
    await user.clear(id);
    await user.type(id, ID_NUMBER.slice(0, 9));
    expect(fieldError(id)).toBe(fill(m.errors.idLength, { count: 9 }));
    await user.clear(id);
    await user.type(id, ID_NUMBER);
    expect(fieldError(id)).toBeNull();
    expect(id.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows another field's message once the visitor leaves it, then as they type", async () => {
    const user = userEvent.setup();
    openStep(1);
    renderForm();
    const birth = textField(labels.birthDate);
    await user.type(birth, "31/02/2520");
    expect(fieldError(birth)).toBeNull();
    await user.tab();
    expect(fieldError(birth)).toBe(m.errors.date);
    await user.clear(birth);
    await user.type(birth, "15/01/2520");
    expect(fieldError(birth)).toBeNull();
    expect(document.getElementById(`${birth.id}-note`)?.textContent).toBe(
      fill(m.form.dateReadAs, { date: "15 January 1977" }),
    );
  });

  it("says how a phone, an e-mail address and a postal code are written", async () => {
    const user = userEvent.setup();
    openStep(2);
    renderForm();
    const cases = [
      [labels.mobile, "1234567", m.errors.mobile, "0812345678"],
      [labels.email, "1somchai@example", m.errors.email, "somchai@example.co.th"],
      [labels.postalCode, "1020", m.errors.postalCode, "10200"],
    ] as const;
    for (const [label, bad, message, good] of cases) {
      const field = textField(label);
      await user.type(field, bad);
      await user.tab();
      expect(fieldError(field), label).toBe(message);
      await user.clear(field);
      await user.type(field, good);
      expect(fieldError(field), label).toBeNull();
    }
  });

  it("gives the letter's last day under its date, and says when it has passed", async () => {
    const user = userEvent.setup();
    openStep(4);
    renderForm();
    const letter = textField(labels.letterDate);
    await user.type(letter, "01/03/2026");
    const note = () => document.getElementById(`${letter.id}-note`)?.textContent;
    expect(note()).toContain(fill(m.form.deadline, { date: "30 April 2026" }));
    await user.clear(letter);
    await user.type(letter, "01/01/2026");
    expect(note()).toContain(fill(m.form.deadlinePassed, { date: "2 March 2026" }));
  });
});

describe("Continue names what is missing on its step", () => {
  /** Per step: what to type first (to make a wrong answer), and the lines then expected, in page order. */
  const steps: [step: number, typed: [string, string][], expected: [string, string][]][] = [
    [
      1,
      [[labels.birthDate, "31/02/2528"]],
      [
        [labels.fullName, m.errors.required],
        [labels.nationalId, m.errors.required],
        [labels.birthDate, m.errors.date],
      ],
    ],
    [
      2,
      [
        [labels.mobile, "12345"],
        [labels.postalCode, "1020"],
        [labels.email, "1@x"],
      ],
      [
        [labels.mobile, m.errors.mobile],
        [labels.address, m.errors.required],
        [labels.postalCode, m.errors.postalCode],
        [labels.email, m.errors.email],
      ],
    ],
    [
      3,
      [],
      [
        [labels.bureau, m.errors.required],
        [labels.disputedItems, m.errors.required],
        [labels.reasons, m.errors.required],
      ],
    ],
    [
      4,
      [
        [labels.requestDate, "10/02/2026"],
        [labels.answerDate, "01/02/2026"],
        [labels.disputeDate, "31/02/2569"],
        [labels.letterDate, "11/03/2026"],
      ],
      [
        [labels.answerDate, fill(m.errors.dateOrder, { other: labels.requestDate })],
        [labels.disputeDate, m.errors.date],
        [labels.letterDate, m.errors.dateFuture],
      ],
    ],
    [5, [], [[labels.request, m.errors.required]]],
    [6, [[labels.date, "32/01/2569"]], [[labels.date, m.errors.date]]],
  ];
  for (const [step, typed, expected] of steps)
    it(`step ${step}: a focused summary named for Continue, each line a link to its field`, async () => {
      const user = userEvent.setup();
      openStep(step);
      renderForm();
      for (const [label, value] of typed) await user.type(textField(label), value);
      await press(user, m.form.continue);
      const summary = errorSummary(m.form.summaryTitleNext);
      expect(document.activeElement).toBe(summary);
      expect(summaryLines(summary)).toEqual(expected.map(([label, message]) => `${label}: ${message}`));
      for (const [label, message] of expected) expect(fieldError(textField(label)), label).toBe(message);
      expect(counter()).toBe(stepCount(step));
      const [last] = expected.slice(-1);
      await user.click(within(summary!).getAllByRole("link").at(-1)!);
      expect(document.activeElement).toBe(textField(last[0]));
    });

  it("takes the visitor on once the step is right, focusing the next step's heading", async () => {
    const user = userEvent.setup();
    openStep(1);
    renderForm();
    await user.type(textField(labels.fullName), "Somchai Test");
    await user.type(textField(labels.nationalId), ID_NUMBER);
    await press(user, m.form.continue);
    expect(counter()).toBe(stepCount(2));
    expect(location.search).toBe("?step=2");
    expect(errorSummary(m.form.summaryTitleNext)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: labels.part1 }));
  });
});

describe("Back", () => {
  it("keeps every answer, the helper's Back and the browser's", async () => {
    const user = userEvent.setup();
    openStep(1);
    renderForm();
    await user.type(textField(labels.fullName), "Somchai Test");
    await user.type(textField(labels.nationalId), ID_NUMBER);
    await press(user, m.form.continue);
    await user.type(textField(labels.postalCode), "10200");
    await user.click(screen.getByRole("link", { name: m.form.back }));
    expect(counter()).toBe(stepCount(1));
    expect(textField(labels.fullName).value).toBe("Somchai Test");
    expect(textField(labels.nationalId).value).toBe(ID_NUMBER);
    await press(user, m.form.continue);
    expect(textField(labels.postalCode).value).toBe("10200");
    act(() => history.back());
    await waitFor(() => expect(counter()).toBe(stepCount(1)));
    expect(textField(labels.nationalId).value).toBe(ID_NUMBER);
  });
});
