import { virtual } from "@guidepup/virtual-screen-reader";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { locales } from "@/i18n/locales";
import { formText } from "@/lib/appeal-form/labels";
import {
  eachTestOnHelperPage,
  helperMessages,
  openStep,
  renderForm,
  REQUIRED_ANSWERS,
  stepCount,
  storeAnswers,
} from "@/tests/support/appeal-helper";
import { fill } from "./messages";
import { printDocument } from "./print-form";
import { FIELD_ORDER } from "./steps";

/**
 * What a screen reader SAYS on the form's steps, not what the DOM holds: a virtual screen reader
 * (@guidepup/virtual-screen-reader) over the rendered form, announcing focus moves and live regions as a reader
 * would, and reading on with its cursor. Set SR_TRANSCRIPT=1 to print each transcript.
 */
vi.mock("./print-form", async (original) => ({
  ...(await original<typeof import("./print-form")>()),
  printDocument: vi.fn(async () => {}),
}));

eachTestOnHelperPage();
afterEach(async () => {
  await virtual.stop();
  vi.mocked(printDocument).mockClear();
});

/** The phrases spoken since the last call, once `until` has been said (focus and live regions speak a tick later). */
async function heard(until: (log: string[]) => boolean): Promise<string[]> {
  let log: string[] = [];
  await vi.waitFor(async () => {
    log = await virtual.spokenPhraseLog();
    expect(until(log)).toBe(true);
  });
  await virtual.clearSpokenPhraseLog();
  if (process.env.SR_TRANSCRIPT) console.log(JSON.stringify(log, null, 1));
  return log;
}
/** Reads on with the reader's cursor until `phrase` is said (or `max` items). */
async function readOn(phrase: string, max = 600): Promise<string[]> {
  for (let i = 0; i < max && (await virtual.lastSpokenPhrase()) !== phrase; i++) await virtual.next();
  return heard(() => true);
}
/** The Words component puts each Thai word in a box of its own, which the reader reads as one phrase each. */
const joined = (log: string[]) => log.join(" ");

async function start() {
  await virtual.start({ container: document.body });
  await virtual.clearSpokenPhraseLog();
}

describe.each(locales)("a form step with errors (%s)", (locale) => {
  const m = helperMessages[locale];
  const labels = formText[locale];

  it("says the step and its counter on arrival, the summary when Continue finds errors, then each error by its field", async () => {
    const user = userEvent.setup();
    renderForm(locale);
    await start();
    // From the form's start under the check to step 1: focus moves to the step's heading, its counter read with it.
    await user.click(screen.getByRole("link", { name: m.form.start }));
    const arrival = await heard((log) => log.some((p) => p.startsWith("heading")));
    expect(arrival).toContain(`heading, ${labels.part1}, ${stepCount(1, locale)}, level 3`);

    await user.click(screen.getByRole("button", { name: m.form.continue }));
    const summary = await heard((log) => log.includes(m.form.summaryTitleNext));
    // Focus lands on the summary, which a reader names by its title.
    expect(summary.at(-1)).toBe(m.form.summaryTitleNext);
    // Reading on: the title, then each error as a link naming its field and what is wrong.
    const items = joined(await readOn("end of list"));
    expect(items).toContain(`link, ${labels.fullName}: ${m.errors.required}`);
    expect(items).toMatch(new RegExp(`link, ${labels.nationalId}: `));

    // The link takes the reader to the field, which says it is invalid and why.
    await user.click(screen.getByRole("link", { name: `${labels.fullName}: ${m.errors.required}` }));
    const field = joined(await heard((log) => log.some((p) => p.startsWith("textbox"))));
    expect(field).toContain(`textbox, ${labels.fullName}`);
    expect(field).toContain(m.errors.required);
    expect(field).toContain("invalid");
  });
});

describe("check your answers, read aloud (th)", () => {
  const m = helperMessages.th;
  const labels = formText.th;

  it("reads each answer under its label, and each Change link with the field's name", async () => {
    storeAnswers({ ...REQUIRED_ANSWERS, letterDate: "01/03/2569" });
    openStep(8);
    renderForm("th");
    await start();
    const log = await readOn("end of form, " + m.form.label);
    const text = joined(log);
    expect(text).toContain(`heading, ${m.form.reviewTitle}, ${stepCount(8, "th")}, level 3`);
    for (const name of FIELD_ORDER) {
      const label = name === "nationalId" ? labels.nationalId : labels[name];
      // A link named "Change" alone would not say what it changes.
      expect(log, name).toContain(`link, ${m.form.change} ${label}`);
    }
    expect(log).toContain(`link, ${m.form.change} ${labels.part5}`);
    // Row by row: the label, the answer, then Change with the label again.
    const change = log.indexOf(`link, ${m.form.change} ${labels.fullName}`);
    expect(joined(log.slice(change - 7, change + 1))).toBe(
      [
        `term ${labels.fullName} end of term`,
        `definition ${REQUIRED_ANSWERS.fullName} end of definition`,
        `definition link, ${m.form.change} ${labels.fullName}`,
      ].join(" "),
    );
    expect(text).toContain("1 มีนาคม 2569");
  });
});

describe("the print step, read aloud (th)", () => {
  const m = helperMessages.th;

  it("says the step and counter, the last day with its basis and where to send it, and that the print window opened", async () => {
    const user = userEvent.setup();
    storeAnswers({ ...REQUIRED_ANSWERS, letterDate: "01/03/2569" });
    openStep(8);
    renderForm("th");
    await start();
    await user.click(screen.getByRole("button", { name: m.form.continue }));
    const arrival = await heard((log) => log.some((p) => p.startsWith("heading")));
    expect(arrival).toContain(`heading, ${m.form.printTitle}, ${stepCount(9, "th")}, level 3`);
    const page = joined(await readOn(`button, ${m.form.print}`));
    expect(page).toContain(fill(m.form.deadline, { date: "30 เมษายน 2569" }).split(" ")[0]);
    expect(page.replace(/ /g, "")).toContain(fill(m.form.deadline, { date: "30 เมษายน 2569" }).replace(/ /g, ""));
    expect(page).toContain(m.form.sendToLabel);
    expect(page).toContain(`button, ${m.form.print}`);
    await user.click(screen.getByRole("button", { name: m.form.print }));
    // The status line is a polite live region: the reader says it wherever its cursor is.
    const printed = await heard((log) => log.some((p) => p.startsWith("polite")));
    expect(printed).toContain(`polite: ${m.form.printing}`);
  });
});
