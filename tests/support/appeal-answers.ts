/**
 * Valid answers for every required field of the appeal helper's form, for tests that start past the steps that ask
 * for them: stored in the browser by the browser specs (tests/e2e/appeal-fixtures.ts), in jsdom by the component
 * tests (tests/support/appeal-helper.tsx).
 */
export const REQUIRED_ANSWERS = {
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

/** A Thai ID number whose check digit holds (1-1037-02071-08-1), for tests that type, paste or break one. */
export const ID_NUMBER = "1103702071081";
