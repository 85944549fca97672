import { expect, test } from "../e2e/fixtures";

/*
 * The search API from the edge cache (scripts/edge/search-cache.mjs): a repeated search is answered from the platform's
 * cache with the answer Next gave, headers included, and each cached answer still spends the client's budget of 60
 * per 10 s. Each run asks a query of its own: the cache outlives a run (wrangler keeps it in .wrangler/state).
 */
const WINDOW_MS = 10_000;
const hit = (response: { headers(): Record<string, string> }) => response.headers()["cf-cache-status"] === "HIT";

test("a repeated search is answered from the edge cache, and still counted against the budget", async ({ request }) => {
  test.setTimeout(120_000);
  const run = Date.now();
  for (let attempt = 0; attempt < 4; attempt++) {
    // An address of its own: the one before is cached by now.
    const path = `/api/search?locale=en&q=${encodeURIComponent(`appeal ${run} ${attempt}`)}`;
    const headers = { "X-Forwarded-For": `198.51.100.${121 + attempt}` };
    const started = Date.now();
    const first = await request.get(path, { headers });
    expect(first.status()).toBe(200);
    expect(hit(first), "the first search of an address goes through Next").toBe(false);
    // The answer is stored after it is sent (waitUntil): ask again until the cache has it.
    let asked = 1;
    let cached = first;
    while (!hit(cached) && asked < 30) {
      cached = await request.get(path, { headers });
      asked++;
      expect(cached.status()).toBe(200);
    }
    expect(hit(cached), "a repeat is answered from the edge cache").toBe(true);
    expect(await cached.text()).toBe(await first.text());
    for (const name of ["content-type", "cache-control", "content-security-policy", "x-content-type-options"])
      expect(cached.headers()[name], name).toBe(first.headers()[name]);

    // Another client gets the cached answer too: the budget is each client's own.
    const other = await request.get(path, { headers: { "X-Forwarded-For": `198.51.100.${131 + attempt}` } });
    expect([other.status(), hit(other)]).toEqual([200, true]);

    const statuses: number[] = [];
    for (; asked < 60; asked++) statuses.push((await request.get(path, { headers })).status());
    const over = await request.get(path, { headers });
    if (Date.now() - started >= WINDOW_MS) continue;
    expect(
      statuses.every((s) => s === 200),
      `searches ${61 - statuses.length}-60: ${statuses.join(" ")}`,
    ).toBe(true);
    expect(over.status(), "the 61st search, of a cached address").toBe(429);
    expect(hit(over)).toBe(false);
    expect(over.headers()["retry-after"]).toMatch(/^\d+$/);
    return;
  }
  throw new Error("every attempt took longer than one budget window: the machine is too busy to tell");
});

test("a refused search is never kept: a bad query answers 400 each time, from Next", async ({ request }) => {
  // The cache at work first (the middleware has handed its counter over): a miss below is then no accident.
  const good = `/api/search?locale=en&q=${encodeURIComponent(`credit ${Date.now()}`)}`;
  const headers = { "X-Forwarded-For": "198.51.100.141" };
  await expect.poll(async () => hit(await request.get(good, { headers }))).toBe(true);
  for (let i = 0; i < 3; i++) {
    const response = await request.get("/api/search?q=appeal&locale=fr", { headers });
    expect(response.status()).toBe(400);
    expect(hit(response)).toBe(false);
  }
});
