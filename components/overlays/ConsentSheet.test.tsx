import { virtual } from "@guidepup/virtual-screen-reader";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import th from "@/messages/th.json";
import { ConsentSheet } from "./ConsentSheet";
import { CookieSettingsButton } from "./CookieSettingsButton";

const m = th.overlays;
const sheet = (
  <ConsentSheet
    label={m.sheetLabel}
    terms={{
      title: "ข้อกำหนดการใช้เว็บไซต์",
      text: m.termsSummary,
      link: { href: "/TermAndCondition", label: m.termsLink },
      yes: m.termsAccept,
      notNow: m.termsClose,
    }}
    cookies={{
      title: m.cookieLabel,
      text: m.cookieText,
      link: { href: "/TermAndCondition#cookies", label: m.cookiePolicy },
      yes: m.cookieAccept,
      no: m.cookieDecline,
    }}
  />
);

const termsTitle = "ข้อกำหนดการใช้เว็บไซต์";

afterEach(async () => {
  await virtual.stop();
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
  localStorage.clear();
});

/** Moves the virtual reader on, phrase by phrase, until it speaks `phrase`; fails if it never does. */
async function readTo(phrase: string) {
  for (let i = 0; i < 40; i++) {
    if ((await virtual.lastSpokenPhrase()) === phrase) return;
    await virtual.next();
  }
  throw new Error(`never heard "${phrase}": ${(await virtual.spokenPhraseLog()).join(" / ")}`);
}

/**
 * What a screen reader says of the sheet, not what the DOM holds: the virtual reader of @guidepup walks the
 * accessibility tree as a reader's virtual cursor does and logs each phrase. jsdom has no CSS, so both questions are
 * there to be read; in a browser the one answered is gone (display: none).
 */
describe("the consent sheet, as a screen reader speaks it", () => {
  it("is announced first by its name and what it asks, then each question is a named group of answers", async () => {
    document.documentElement.classList.add("show-terms", "show-cookies");
    render(sheet);
    await virtual.start({ container: document.body });
    await readTo("end of document");
    const log = await virtual.spokenPhraseLog();
    console.log(`[reader] consent sheet:\n${log.map((p) => `  ${p}`).join("\n")}`);
    expect(log[1]).toBe(
      `region, ${m.sheetLabel}, ${termsTitle} ${m.termsSummary} ${m.termsLink} ${m.cookieLabel} ${m.cookieText} ${m.cookiePolicy}`,
    );
    expect(log.slice(-10)).toEqual([
      `group, ${termsTitle}`,
      `button, ${m.termsAccept}`,
      `button, ${m.termsClose}`,
      `end of group, ${termsTitle}`,
      `group, ${m.cookieLabel}`,
      `button, ${m.cookieAccept}`,
      `button, ${m.cookieDecline}`,
      `end of group, ${m.cookieLabel}`,
      log.at(-2),
      "end of document",
    ]);
  });

  it("accepting the terms moves the reader on to the cookie question's first answer, and says so", async () => {
    document.documentElement.classList.add("show-terms", "show-cookies");
    render(sheet);
    await virtual.start({ container: document.body });
    await readTo(`button, ${m.termsAccept}`);
    await virtual.act();
    console.log(`[reader] accept the terms:\n${(await virtual.spokenPhraseLog()).map((p) => `  ${p}`).join("\n")}`);
    expect(await virtual.lastSpokenPhrase()).toBe(`button, ${m.cookieAccept}`);
    expect(localStorage.getItem("modal")).toBe("true");
  });

  it("cookie settings at the foot of the page ask again, and the reader lands on the question's first answer", async () => {
    localStorage.setItem("modal", "true");
    localStorage.setItem("cookies", "true");
    render(
      <>
        {sheet}
        <CookieSettingsButton label={th.footer.cookieSettings} />
      </>,
    );
    await virtual.start({ container: document.body });
    await readTo(`button, ${th.footer.cookieSettings}`);
    await virtual.act();
    console.log(`[reader] cookie settings:\n${(await virtual.spokenPhraseLog()).map((p) => `  ${p}`).join("\n")}`);
    expect(document.documentElement.classList.contains("show-cookies")).toBe(true);
    expect(await virtual.lastSpokenPhrase()).toBe(`button, ${m.cookieAccept}`);
  });
});
