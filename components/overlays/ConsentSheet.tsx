"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { loadAnalytics } from "@/lib/client/analytics";
import { isStored, SESSION, setSessionFlag, setStored, STORED } from "@/lib/client/consent-flags";

/** One question: its title, a sentence, a link to the full text, and its answers. */
type Question = { title: ReactNode; text: ReactNode; link: { href: string; label: ReactNode }; yes: ReactNode };
type Props = { label: string; terms: Question & { notNow: string }; cookies: Question & { no: ReactNode } };

const html = () => document.documentElement;

/** A question's sentence, shown while the question is (consent-sheet.css, by the boot script's class). */
function Sentence({ id, title, text, link }: Question & { id: "terms" | "cookies" }) {
  return (
    <span className={`consent-${id}`}>
      <strong id={`consent-${id}-title`}>{title}</strong> {text} <a href={link.href}>{link.label}</a>
    </span>
  );
}

/** Moves focus on from a question that has just been answered: to the other one, or back to the page. */
function answered(part: "terms" | "cookies") {
  html().classList.remove(`show-${part}`);
  const sheet = document.querySelector(".consent-sheet");
  if (!sheet?.contains(document.activeElement)) return;
  const next = sheet.querySelector<HTMLElement>(
    `.consent-actions .consent-${part === "terms" ? "cookies" : "terms"} button`,
  );
  // checkVisibility: a question answered before is hidden by its class (jsdom has no layout, and no such method).
  if (next && (next.checkVisibility?.() ?? true)) next.focus();
  else document.getElementById("main")?.focus({ preventScroll: true });
}

const acceptTerms = () => {
  setStored(STORED.terms, true);
  setSessionFlag(SESSION.termsClosed, false);
  answered("terms");
};
const closeTerms = () => {
  setSessionFlag(SESSION.termsClosed, true);
  answered("terms");
};
const acceptCookies = () => {
  setStored(STORED.cookies, true);
  setSessionFlag(SESSION.cookiesDeclined, false);
  answered("cookies");
  loadAnalytics();
};
/** Also withdraws a consent given earlier (reopened from "Cookie settings"): analytics stops from the next page on. */
const declineCookies = () => {
  setStored(STORED.cookies, false);
  setSessionFlag(SESSION.cookiesDeclined, true);
  answered("cookies");
};

/** Escape answers "not now" to what is shown, unless it belongs to something open or being typed in first. */
function onEscape(event: KeyboardEvent) {
  const shown = html().classList;
  if (event.key !== "Escape" || event.defaultPrevented) return;
  if (!shown.contains("show-terms") && !shown.contains("show-cookies")) return;
  const target = event.target as HTMLElement | null;
  if (document.querySelector("dialog[open]") || target?.closest("input, textarea, select, [data-open]")) return;
  if (shown.contains("show-terms")) closeTerms();
  if (shown.contains("show-cookies")) {
    if (isStored(STORED.cookies)) answered("cookies");
    else declineCookies();
  }
}

/**
 * The sheet's height on <html> (--sheet-height): the page scrolls what takes focus clear of it and ends that much
 * lower, so even the footer's last link can scroll out from under it (consent-sheet.css; WCAG 2.4.11).
 */
function sheetHeight(sheet: HTMLElement) {
  html().style.setProperty("--sheet-height", `${Math.ceil(sheet.getBoundingClientRect().height)}px`);
}

/**
 * The terms of use and the cookie choice (spec section 2, "Terms-of-use modal" and "Cookie banner") in one sheet at
 * the foot of the screen, over the page and not in its flow: the page stays readable, scrollable and usable, so it is
 * a labelled region, not a modal dialog, and focus is not trapped. The boot script shows it, and each of its two
 * questions, by a class on <html> before the first paint; a question goes once it is answered. Accepting is stored as
 * the spec says (localStorage `modal`, `cookies`); "not now" (the close button, or Escape) and "decline" last until
 * the browser closes, in every tab (session cookies). Short, so that on a phone a page's heading and first paragraph
 * stay readable above it: one sentence per question and one row of answers.
 */
export function ConsentSheet({ label, terms, cookies }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isStored(STORED.cookies)) loadAnalytics();
    document.addEventListener("keydown", onEscape);
    const sheet = ref.current;
    const resize = typeof ResizeObserver === "function" && sheet ? new ResizeObserver(() => sheetHeight(sheet)) : null;
    if (sheet) resize?.observe(sheet);
    return () => {
      document.removeEventListener("keydown", onEscape);
      resize?.disconnect();
    };
  }, []);

  return (
    <section ref={ref} className="consent-sheet" aria-label={label} aria-describedby="consent-text">
      <div className="container consent-inner">
        <p className="consent-text" id="consent-text">
          <Sentence id="terms" {...terms} /> <Sentence id="cookies" {...cookies} />
        </p>
        <div className="consent-actions">
          <div className="consent-terms" role="group" aria-labelledby="consent-terms-title">
            <button type="button" onClick={acceptTerms}>
              {terms.yes}
            </button>
            <button
              type="button"
              className="consent-close"
              onClick={closeTerms}
              aria-label={terms.notNow}
              title={terms.notNow}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {/* Accept and decline look the same, so neither is pressed on the visitor (PDPA). */}
          <div className="consent-cookies" role="group" aria-labelledby="consent-cookies-title">
            <button type="button" onClick={acceptCookies}>
              {cookies.yes}
            </button>
            <button type="button" onClick={declineCookies}>
              {cookies.no}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
