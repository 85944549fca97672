import { virtual } from "@guidepup/virtual-screen-reader";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { eachTestOnHelperPage, helperMessages, renderCheck } from "@/tests/support/appeal-helper";
import { locales } from "@/i18n/locales";
import { fill } from "./messages";

/**
 * The eligibility check as a screen reader speaks it (a virtual reader over jsdom): what a blind visitor hears when
 * the check finds something wrong and when it answers. Asserted on the words spoken, not on the DOM: the summary is
 * read as focus lands on it, each error is a link that takes the reader to its field, the field says what is wrong,
 * and the last day is read out as it appears and again where the button takes focus.
 */
eachTestOnHelperPage();
afterEach(async () => {
  await virtual.stop();
});

const LAST_DAY = { th: "30 เมษายน 2569", en: "30 April 2026" };

/** The phrases spoken since `from` (an index into the log). */
const spokenSince = async (from: number) => (await virtual.spokenPhraseLog()).slice(from);
const mark = async () => (await virtual.spokenPhraseLog()).length;

/** Moves the reader on until it speaks `phrase` (at most `limit` moves); what it spoke on the way. */
async function readUntil(phrase: (spoken: string) => boolean, limit = 40): Promise<string[]> {
  const from = await mark();
  for (let i = 0; i < limit; i++) {
    await virtual.next();
    if (phrase(await virtual.lastSpokenPhrase())) break;
  }
  return spokenSince(from);
}

describe.each(locales)("the eligibility check, heard with a screen reader (%s)", (locale) => {
  it("reads the error summary as focus moves to it, leads from each error to its field, then reads the last day", async () => {
    const m = helperMessages[locale];
    const c = m.check;
    const user = userEvent.setup();
    renderCheck(locale);
    await virtual.start({ container: document.body });
    const group = (name: string) => screen.getByRole("group", { name });
    const submit = () => user.click(screen.getByRole("button", { name: c.submit }));
    await user.click(within(group(c.asked)).getByRole("radio", { name: m.yes }));
    await user.click(within(group(c.answered)).getByRole("radio", { name: c.notSure }));

    // The letter's question left unanswered: the summary takes focus and is read out; its link names the question.
    let from = await mark();
    await submit();
    let spoken = await spokenSince(from);
    expect(spoken[0]).toBe(c.summaryTitle);
    spoken = await readUntil((s) => s.startsWith("link,"));
    expect(spoken.at(-1)).toBe(`link, ${fill(c.unanswered, { question: c.hasLetter })}`);
    from = await mark();
    await virtual.act();
    // The link takes the reader to the question's first choice, and the question says what is wrong.
    expect((await spokenSince(from)).join(" | ")).toContain(`radio, ${m.yes}`);
    expect(within(group(c.hasLetter)).getByRole("radio", { name: m.yes })).toBe(document.activeElement);
    expect(group(c.hasLetter).getAttribute("aria-describedby")).toBeTruthy();

    // The letter held, its date impossible: the summary again, its link, and the field read with its error.
    await user.click(within(group(c.hasLetter)).getByRole("radio", { name: m.yes }));
    await user.type(screen.getByRole("textbox", { name: c.letterDate }), "31/02/2569");
    from = await mark();
    await submit();
    expect((await spokenSince(from))[0]).toBe(c.summaryTitle);
    spoken = await readUntil((s) => s.startsWith("link,"));
    expect(spoken.at(-1)).toBe(`link, ${c.letterDate}: ${m.errors.date}`);
    from = await mark();
    await virtual.act();
    const field = (await spokenSince(from)).find((s) => s.startsWith("textbox,"));
    expect(field).toContain(`textbox, ${c.letterDate}, 31/02/2569`);
    expect(field).toContain(m.errors.date);
    expect(field?.endsWith(", invalid")).toBe(true);

    // A right date: the answer is read out as it appears (a polite live region), the last day in it, and the step's
    // advice after it.
    await user.clear(screen.getByRole("textbox", { name: c.letterDate }));
    from = await mark();
    await user.type(screen.getByRole("textbox", { name: c.letterDate }), "01/03/2569");
    const announced = (await spokenSince(from)).filter((s) => s.startsWith("polite: "));
    expect(announced[0]).toContain(c.open.title);
    expect(announced[0]).toContain(LAST_DAY[locale]);
    expect(announced[0]).toContain(fill(c.open.daysLeft, { days: 51 }));
    expect(announced[0]).toContain(c.open.basis);
    expect(announced.join(" ")).toContain(c.waitAnswer.title);

    // The button now takes the reader to the answer, which reads the last day first.
    from = await mark();
    await submit();
    expect((await spokenSince(from))[0]).toBe(`region, ${c.resultLabel}`);
    spoken = await readUntil((s) => s === LAST_DAY[locale]);
    expect(spoken).toContain(`heading, ${c.open.title}, level 3`);
    expect(spoken.at(-1)).toBe(LAST_DAY[locale]);

    // The whole journey as heard, for the record (the report quotes it).
    if (process.env.SR_TRANSCRIPT) console.log(JSON.stringify(await virtual.spokenPhraseLog(), null, 1));
  }, 60_000);
});
