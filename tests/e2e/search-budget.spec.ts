import { test } from "@playwright/test";
import { expectSearchBudgetSpentAt61 } from "../support/search-budget";

/*
 * One search budget per client (60 per 10 s) across the results page and the API: the middleware counts both in one
 * counter. Counted in two places (the middleware and the API route, which do not share memory), a client got 120.
 */
test("61 searches across the results page and the API hit 429 at the 61st", async ({ request }) => {
  test.setTimeout(120_000);
  await expectSearchBudgetSpentAt61(request, 61);
});
