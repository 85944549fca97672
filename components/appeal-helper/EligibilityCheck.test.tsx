import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  checkProps,
  eachTestOnHelperPage,
  formProps,
  helperMessages,
  hydrateAfter,
  m,
  openStep,
  press,
  renderCheck,
  storedAnswers,
} from "@/tests/support/appeal-helper";
import { AppealForm } from "./AppealForm";
import { EligibilityCheck } from "./EligibilityCheck";
import { fill } from "./messages";
import { QUESTIONS, type Choice } from "./outcome";

/** The eligibility check as a visitor uses it once the scripts run; without them it is the answer page's form. */
const question = (name: (typeof QUESTIONS)[number]) => screen.getByRole("group", { name: m.check[name] });
const choiceLabel = { yes: m.yes, no: m.no, notSure: m.check.notSure };
const answer = (user: ReturnType<typeof userEvent.setup>, name: (typeof QUESTIONS)[number], choice: Choice) =>
  user.click(within(question(name)).getByRole("radio", { name: choiceLabel[choice] }));
const result = () => screen.getByRole("region", { name: m.check.resultLabel });
const submit = (user: ReturnType<typeof userEvent.setup>) => press(user, m.check.submit);
/** The error summary: its heading, and the box around it that takes focus. */
const summary = () =>
  screen.getByRole("heading", { name: m.check.summaryTitle }).closest<HTMLElement>(".error-summary")!;
const dateField = () => screen.getByRole("textbox", { name: m.check.letterDate });

eachTestOnHelperPage();

describe("the eligibility check's answers", () => {
  const advice = { asked: "askFirst", answered: "waitAnswer", disputed: "recordDispute" } as const;
  const STEPS = ["asked", "answered", "disputed"] as const;
  const headings = () =>
    within(result())
      .queryAllByRole("heading")
      .map((h) => h.textContent);

  const cases = STEPS.flatMap((step, n) => (["no", "notSure"] as const).map((choice) => [step, choice, n] as const));
  it.each(cases)(
    "after %s = %s still asks for the letter, and gives the last day with what to do",
    async (step, choice, n) => {
      const user = userEvent.setup();
      renderCheck();
      for (const done of STEPS.slice(0, n)) await answer(user, done, "yes");
      await answer(user, step, choice);
      // The later steps do not apply yet; the letter's question is asked at once.
      expect(screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent)).toEqual([
        ...STEPS.slice(0, n + 1).map((q) => m.check[q]),
        m.check.hasLetter,
      ]);
      expect(result().textContent).toBe("");
      await answer(user, "hasLetter", "yes");
      await user.type(dateField(), "01/03/2569");
      // 1 March 2026 + 60 days = 30 April 2026; from 10 March that leaves 51 days.
      expect(headings(), `${step}=${choice}`).toEqual([m.check.open.title, m.check[advice[step]].title]);
      expect(result().querySelector("time")?.getAttribute("datetime")).toBe("2026-04-30");
      expect(result().textContent).toContain(fill(m.check.open.daysLeft, { days: 51 }));
      expect(result().textContent).toContain(m.check.open.pending);
      // Each box names its basis: the Committee's appeal conditions, and the step's section of the Act.
      expect([...result().querySelectorAll(".helper-basis")].map((p) => p.textContent)).toEqual([
        m.check.open.basis,
        m.check[advice[step]].basis,
      ]);
      // Without the letter: what to do about the step, then about the letter.
      await answer(user, "hasLetter", choice);
      expect(headings()).toEqual([m.check[advice[step]].title, m.check.needLetter.title]);
      expect(within(result()).getByRole("link", { name: m.check.open.next }).getAttribute("href")).toBe(
        "?step=1#appeal-helper-form",
      );
      expect(within(result()).getAllByRole("link", { name: m.check.contact })[0].getAttribute("href")).toBe(
        "/en/ContactUs",
      );
    },
  );

  it("gives the last day, 60 days after the letter, in the Thai or the English calendar, and as a calendar file", async () => {
    const user = userEvent.setup();
    renderCheck();
    for (const name of QUESTIONS) await answer(user, name, "yes");
    await user.type(dateField(), "01/03/2569");
    expect(headings()).toEqual([m.check.open.title]);
    expect(result().textContent).toContain(m.check.open.ready);
    expect(result().querySelector("time")?.textContent).toBe("30 April 2026");
    expect(result().querySelector("time")?.getAttribute("datetime")).toBe("2026-04-30");
    expect(result().textContent).toContain(fill(m.check.open.daysLeft, { days: 51 }));
    expect(screen.getByText(fill(m.form.dateReadAs, { date: "1 March 2026" }))).toBeTruthy();
    const calendar = within(result()).getByRole("link", { name: m.check.open.calendar });
    expect(calendar.getAttribute("href")).toBe("/api/appeal-calendar?letterDate=2026-03-01&locale=en");
    // 1 January 2026 + 60 = 2 March 2026: eight days before 10 March.
    await user.clear(dateField());
    await user.type(dateField(), "01/01/2026");
    expect(headings()).toEqual([m.check.closed.title]);
    expect(result().textContent).toContain("2 March 2026, 8 days ago");
    expect(result().querySelector(".helper-basis")?.textContent).toBe(m.check.closed.basis);
    // The window's last day is today.
    await user.clear(dateField());
    await user.type(dateField(), "09/01/2026");
    expect(result().textContent).toContain(m.check.open.lastDay);
  });

  it("counts from Bangkok's today, wherever the visitor's clock is set", async () => {
    // 17:30 UTC on 9 March is 00:30 on 10 March in Bangkok: a letter of 9 January ends its window today.
    const zone = process.env.TZ;
    process.env.TZ = "Europe/London";
    vi.setSystemTime(new Date("2026-03-09T17:30:00Z"));
    try {
      const user = userEvent.setup();
      renderCheck();
      for (const name of QUESTIONS) await answer(user, name, "yes");
      await user.type(dateField(), "09/01/2026");
      expect(result().textContent).toContain(m.check.open.lastDay);
      expect(result().querySelector("time")?.textContent).toBe("10 March 2026");
    } finally {
      process.env.TZ = zone;
    }
  });

  it("in Thai, the answer's date is in the Buddhist era", async () => {
    const user = userEvent.setup();
    const th = helperMessages.th;
    render(<EligibilityCheck {...checkProps("th")} />);
    for (const name of QUESTIONS)
      await user.click(
        within(screen.getByRole("group", { name: th.check[name] })).getByRole("radio", { name: th.yes }),
      );
    await user.type(screen.getByRole("textbox", { name: th.check.letterDate }), "01/03/2569");
    const region = screen.getByRole("region", { name: th.check.resultLabel });
    expect(within(region).getByRole("heading").textContent).toBe(th.check.open.title);
    expect(region.querySelector("time")?.textContent).toBe("30 เมษายน 2569");
  });

  it("starts again: every tick goes, the answer goes, and focus is on the first question", async () => {
    const user = userEvent.setup();
    renderCheck();
    await answer(user, "asked", "yes");
    await answer(user, "answered", "no");
    await answer(user, "hasLetter", "no");
    expect(result().textContent).toContain(m.check.waitAnswer.title);
    await user.click(screen.getByRole("button", { name: m.check.startAgain }));
    expect(result().textContent).toBe("");
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    expect(screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(document.activeElement).toBe(within(question("asked")).getByRole("radio", { name: m.yes }));
    expect(screen.queryByRole("button", { name: m.check.startAgain })).toBeNull();
  });
});

describe("the eligibility check's errors", () => {
  it("names each unanswered question in a focused summary and by the question, and its link goes there", async () => {
    const user = userEvent.setup();
    renderCheck();
    for (const name of QUESTIONS) {
      await submit(user);
      expect(document.activeElement).toBe(summary());
      expect(within(summary()).getByRole("heading").textContent).toBe(m.check.summaryTitle);
      expect(
        within(summary())
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual([fill(m.check.unanswered, { question: m.check[name] })]);
      expect(document.getElementById(`check-${name}-error`)?.textContent).toBe(m.check.chooseOne);
      expect(question(name).getAttribute("aria-describedby")).toBe(`check-${name}-error`);
      await user.click(within(summary()).getByRole("link"));
      expect(document.activeElement).toBe(within(question(name)).getByRole("radio", { name: m.yes }));
      // Answering is fixing what the summary named: the list and the message go until the button is pressed again.
      await answer(user, name, "yes");
      expect(screen.queryByRole("heading", { name: m.check.summaryTitle })).toBeNull();
      expect(document.getElementById(`check-${name}-error`)).toBeNull();
    }
  });

  it("asks for the letter's date when it is empty, letters only, not a real day or in the future", async () => {
    const user = userEvent.setup();
    renderCheck();
    for (const name of QUESTIONS) await answer(user, name, "yes");
    const cases = [
      ["", m.check.needDate, m.check.needDate],
      // Letters are dropped as they are typed: the field stays empty.
      ["abc", m.check.needDate, m.check.needDate],
      ["31/02/2569", m.errors.date, `${m.check.letterDate}: ${m.errors.date}`],
      ["11/03/2026", m.errors.dateFuture, `${m.check.letterDate}: ${m.errors.dateFuture}`],
    ] as const;
    for (const [typed, message, line] of cases) {
      await user.clear(dateField());
      if (typed) await user.type(dateField(), typed);
      expect(dateField()).toHaveProperty("value", typed === "abc" ? "" : typed);
      await submit(user);
      expect(document.activeElement, typed).toBe(summary());
      expect(
        within(summary())
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual([line]);
      expect(document.getElementById("check-letter-date-error")?.textContent).toBe(message);
      expect(dateField().getAttribute("aria-invalid")).toBe("true");
      expect(dateField().getAttribute("aria-describedby")).toContain("check-letter-date-error");
      expect(result().textContent).toBe("");
    }
    await user.click(within(summary()).getByRole("link"));
    expect(document.activeElement).toBe(dateField());

    // Right at last, typed in Thai digits: read as digits, the summary goes and the answer takes focus.
    await user.clear(dateField());
    await user.type(dateField(), "๐๑/๐๓/๒๕๖๙");
    expect(dateField()).toHaveProperty("value", "01/03/2569");
    await submit(user);
    expect(screen.queryByRole("heading", { name: m.check.summaryTitle })).toBeNull();
    expect(document.activeElement).toBe(result());
    expect(result().textContent).toContain(m.check.open.title);
  });

  it("judges a date once its year is typed or the field is left, not at the first digit", async () => {
    const user = userEvent.setup();
    renderCheck();
    for (const name of QUESTIONS) await answer(user, name, "yes");
    await user.type(dateField(), "31/02/25");
    expect(document.getElementById("check-letter-date-error")).toBeNull();
    await user.type(dateField(), "69");
    expect(document.getElementById("check-letter-date-error")?.textContent).toBe(m.errors.date);
    await user.clear(dateField());
    await user.type(dateField(), "32/1");
    await user.tab();
    expect(document.getElementById("check-letter-date-error")?.textContent).toBe(m.errors.date);
  });
});

describe("the eligibility check's answers are the helper's", () => {
  it("shows the letter's date typed in the check in the form's field, and the other way round", async () => {
    const user = userEvent.setup();
    openStep(4);
    render(
      <>
        <EligibilityCheck {...checkProps("en")} />
        <AppealForm {...formProps("en")} />
      </>,
    );
    for (const name of QUESTIONS) await answer(user, name, "yes");
    const formDate = () => document.getElementById("appeal-letterDate") as HTMLInputElement;
    await user.type(dateField(), "01/03/2026");
    expect(formDate().value).toBe("01/03/2026");
    await user.clear(formDate());
    await user.type(formDate(), "02/03/2026");
    expect(dateField()).toHaveProperty("value", "02/03/2026");
    expect(result().querySelector("time")?.textContent).toBe("1 May 2026");
  });

  it("comes back with the ticks and the date after a reload in the same tab", async () => {
    const user = userEvent.setup();
    const first = renderCheck();
    for (const name of QUESTIONS) await answer(user, name, "yes");
    await user.type(dateField(), "01/03/2026");
    first.unmount();
    renderCheck();
    for (const name of QUESTIONS)
      expect(within(question(name)).getByRole("radio", { name: m.yes })).toHaveProperty("checked", true);
    expect(dateField()).toHaveProperty("value", "01/03/2026");
    expect(result().textContent).toContain(m.check.open.title);
  });

  it("keeps what was ticked and typed before the scripts ran, and stores it", async () => {
    // The server's HTML, filled in by the visitor, then hydrated: as a slow phone gets the page.
    hydrateAfter(<EligibilityCheck {...checkProps("en")} />, (html) => {
      for (const name of QUESTIONS)
        (html.querySelector(`input[name="${name}"][value="yes"]`) as HTMLInputElement).checked = true;
      (html.querySelector("input[name=letterDate]") as HTMLInputElement).value = "01/03/2026";
    });
    expect(await screen.findByText(m.check.open.title)).toBeTruthy();
    for (const name of QUESTIONS)
      expect(within(question(name)).getByRole("radio", { name: m.yes })).toHaveProperty("checked", true);
    expect(dateField()).toHaveProperty("value", "01/03/2026");
    expect(storedAnswers()).toMatchObject({
      answers: { asked: "yes", answered: "yes", disputed: "yes", hasLetter: "yes" },
      values: { letterDate: "01/03/2026" },
    });
  });
});
