import { expect, type APIRequestContext } from "@playwright/test";

/** The search budget: 60 searches per client per 10 s, across the results page and the API. */
const WINDOW_MS = 10_000;

/**
 * 61 searches, alternating the API and the results page, from one client: the first 60 answer 200, the 61st 429,
 * and a search on the other one after it 429 too (spent on either, spent on both). Each attempt is a client of its
 * own (TEST-NET-2 addresses from `firstHost` up, in X-Forwarded-For), so earlier tests' searches do not count; an
 * attempt slower than one window proves nothing either way and is repeated.
 */
export async function expectSearchBudgetSpentAt61(request: APIRequestContext, firstHost: number) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const headers = { "X-Forwarded-For": `198.51.100.${firstHost + attempt}` };
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const path = i % 2 === 0 ? `/api/search?q=credit${i}` : `/en/search?q=credit${i}`;
      statuses.push((await request.get(path, { headers })).status());
    }
    if (Date.now() - started >= WINDOW_MS) continue;
    expect(
      statuses.slice(0, 60).every((s) => s === 200),
      `the first 60: ${statuses.join(" ")}`,
    ).toBe(true);
    expect(statuses[60], "the 61st search (on the API)").toBe(429);
    expect((await request.get("/en/search?q=again", { headers })).status()).toBe(429);
    return;
  }
  throw new Error("every attempt took longer than one budget window: the machine is too busy to tell");
}
