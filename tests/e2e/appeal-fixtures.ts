import type { Page } from "@playwright/test";
import { REQUIRED_ANSWERS } from "../support/appeal-answers";

/**
 * Valid answers for every required field of the appeal helper, stored as the helper stores them (this tab's session
 * storage), for the specs that start on a later step. `letterDate` is added when given.
 */
export function seedAnswers(page: Page, letterDate = "") {
  return page.addInitScript(
    ({ answers, date }) => {
      if (sessionStorage.getItem("appeal-helper")) return;
      const values: Record<string, string> = { ...answers };
      if (date) values.letterDate = date;
      sessionStorage.setItem("appeal-helper", JSON.stringify({ answers: {}, values, attachments: [] }));
    },
    { answers: REQUIRED_ANSWERS, date: letterDate },
  );
}
