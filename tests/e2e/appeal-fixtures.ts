import type { Page } from "@playwright/test";
import { HELPER_STORAGE_KEY } from "@/components/appeal-helper/helper-store";
import { REQUIRED_ANSWERS } from "../support/appeal-answers";

/**
 * Valid answers for every required field of the appeal helper, stored as the helper stores them (this tab's session
 * storage), for the specs that start on a later step. `letterDate` is added when given.
 */
export function seedAnswers(page: Page, letterDate = "") {
  return page.addInitScript(
    ({ key, answers, date }) => {
      if (sessionStorage.getItem(key)) return;
      const values: Record<string, string> = { ...answers };
      if (date) values.letterDate = date;
      sessionStorage.setItem(key, JSON.stringify({ answers: {}, values, attachments: [] }));
    },
    { key: HELPER_STORAGE_KEY, answers: REQUIRED_ANSWERS, date: letterDate },
  );
}
