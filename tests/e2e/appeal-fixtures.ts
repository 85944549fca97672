import type { Page } from "@playwright/test";

/**
 * Valid answers for every required field of the appeal helper, stored as the helper stores them (this tab's session
 * storage), for the specs that start on a later step. `letterDate` is added when given.
 */
export function seedAnswers(page: Page, letterDate = "") {
  return page.addInitScript((date) => {
    if (sessionStorage.getItem("appeal-helper")) return;
    const values: Record<string, string> = {
      fullName: "Somying Testsystem",
      nationalId: "3100100567898",
      mobile: "0891234567",
      address: "99/9 Test Road",
      postalCode: "10400",
      bureau: "National Credit Bureau",
      disputedItems: "Card account shown overdue",
      reasons: "Paid in full in January",
      request: "Correct the status",
    };
    if (date) values.letterDate = date;
    sessionStorage.setItem("appeal-helper", JSON.stringify({ answers: {}, values, attachments: [] }));
  }, letterDate);
}
