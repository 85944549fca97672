/**
 * The appeal helper's client parts (components/appeal-helper) for component tests, with the props the page gives
 * them (AppealHelperBlock): the real messages of messages/{th,en}.json, the committee's address, the words kept whole.
 * Also what jsdom lacks and the helper calls: scrolling a field into view. Every helper test file starts with
 * eachTestOnHelperPage() and finds things by the English words below (`m`, `labels`).
 */
import { render, screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, vi } from "vitest";
import { AppealForm } from "@/components/appeal-helper/AppealForm";
import { EligibilityCheck } from "@/components/appeal-helper/EligibilityCheck";
import { HELPER_STORAGE_KEY, helperStore } from "@/components/appeal-helper/helper-store";
import { checkMessages, fill, formMessages, type HelperMessages } from "@/components/appeal-helper/messages";
import { STEPS } from "@/components/appeal-helper/steps";
import contacts from "@/content/data/contacts.json";
import { formText } from "@/lib/appeal-form/labels";
import { APPEAL_HELPER_PATH } from "@/lib/routes";
import { ID_NUMBER, REQUIRED_ANSWERS } from "@/tests/support/appeal-answers";
import { keptWordList, stringsOf } from "@/lib/text/kept-word-list";
import type { Locale } from "@/i18n/locales";
import en from "@/messages/en.json";
import th from "@/messages/th.json";

export const helperMessages: Record<Locale, HelperMessages> = { th: th.appealHelper, en: en.appealHelper };
/** The English words the tests find things by: the helper's messages and the printed form's labels. */
export const m = helperMessages.en;
export const labels = formText.en;
const FORM_ID = "appeal-helper-form";
const CHECK_ACTION = "/en/appeal-check";

/** Tuesday 10 March 2026, 10:00 in Bangkok: the specs' "today". */
const NOW = new Date("2026-03-10T10:00:00+07:00");

/** The check's props, as AppealHelperBlock builds them. */
export function checkProps(locale: Locale) {
  const messages = checkMessages(helperMessages[locale]);
  return { locale, messages, words: keptWordList(stringsOf(messages)), formId: FORM_ID, action: CHECK_ACTION };
}

/** The form's props, as AppealHelperBlock builds them. */
export function formProps(locale: Locale) {
  const m = helperMessages[locale];
  const messages = formMessages(m);
  const sendTo = `${contacts.name[locale]}, ${contacts.address[locale]}`;
  return {
    locale,
    messages,
    words: keptWordList(stringsOf([messages, sendTo, formText[locale]])),
    sendTo,
    formId: FORM_ID,
  };
}

export const renderCheck = (locale: Locale = "en") => render(<EligibilityCheck {...checkProps(locale)} />);
export const renderForm = (locale: Locale = "en") => render(<AppealForm {...formProps(locale)} />);

/** The address as the helper keeps it: a step in the query, the form's anchor. */
export function openStep(step: number | null) {
  history.replaceState(null, "", step === null ? `/en${APPEAL_HELPER_PATH}` : `?step=${step}#${FORM_ID}`);
}

/** Stores answers as the helper does (this tab's storage), before the components read them. */
export function storeAnswers(values: Record<string, string>, attachments: boolean[] = []) {
  helperStore.update(() => ({ answers: {}, values, attachments }));
}

/** What the helper keeps in this tab's storage (what a reload reads back), parsed; null when nothing is kept. */
export const storedAnswers = () => JSON.parse(sessionStorage.getItem(HELPER_STORAGE_KEY) ?? "null");

/**
 * `ui` as a slow phone gets it: the server's HTML in the page, `typed` done to it as a visitor would before the
 * scripts arrive, then hydrated.
 */
export function hydrateAfter(ui: ReactElement, typed: (html: HTMLElement) => void = () => {}) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  typed(container);
  return render(ui, { container, hydrate: true });
}

/** Presses the button named `name`. */
export const press = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole("button", { name }));

/**
 * Each test starts on the helper's page with an empty store and Bangkok's 10 March 2026 as today (only Date is faked:
 * user-event's own timers run).
 */
export function eachTestOnHelperPage() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    helperStore.clear();
    sessionStorage.clear();
    openStep(null);
    document.documentElement.removeAttribute("data-helper-steps");
    Element.prototype.scrollIntoView = () => {};
    return () => vi.useRealTimers();
  });
}

/**
 * A field's accessible name is its label, with "(required)" after it where it is: matched exactly, as "Date" must not
 * find "Date of birth" (jsdom's name leaves out the space a browser puts before "(required)").
 */
const labelled = (label: string, locale: Locale) => named(label, `${label}${helperMessages[locale].form.required}`);

/**
 * An accessible name matcher for text split over elements (a label and its "(required)", "Change" and the hidden name
 * of what it changes): jsdom joins them without the space a browser reads between them.
 */
export function named(...texts: string[]) {
  const squeeze = (text: string) => text.replace(/\s+/g, "");
  const names = texts.map(squeeze);
  return (name: string) => names.includes(squeeze(name));
}

/** A text field of the form by its label. */
export const textField = (label: string, locale: Locale = "en") =>
  screen.getByRole<HTMLInputElement>("textbox", { name: labelled(label, locale) });

export const queryTextField = (label: string, locale: Locale = "en") =>
  screen.queryByRole<HTMLInputElement>("textbox", { name: labelled(label, locale) });

/** The error summary under its heading (the box that takes focus), or null. */
export function errorSummary(title: string): HTMLElement | null {
  return screen.queryByRole("heading", { name: title })?.closest<HTMLElement>(".error-summary") ?? null;
}

/** The summary's lines, as the visitor reads them. */
export const summaryLines = (summary: HTMLElement | null) =>
  within(summary!)
    .getAllByRole("link")
    .map((link) => link.textContent);

export { ID_NUMBER, REQUIRED_ANSWERS };

/** What the step counter says now. */
export const counter = () => document.querySelector(".helper-step-count")?.textContent;

/** "Step 3 of 9", as the counter says it. */
export const stepCount = (step: number, locale: Locale = "en") =>
  fill(helperMessages[locale].form.stepCount, { step, count: STEPS.length });

/** The text of the message shown under a field (its id is the field's, with -error). */
export const fieldError = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? null;
