import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { upstashRateLimiter } from "@/lib/cache/rate-limit";
import { UpstashCache } from "@/lib/cache/upstash";
import { ResilientCache } from "@/lib/cache/resilient";
import { runSearch } from "@/lib/search/service";

/**
 * Redis that is up but slow: a local HTTP endpoint that answers the Upstash REST calls only after 2 s. Visitors must
 * not wait on it request after request, and the log must say so once. Requests reaching the endpoint are counted
 * (no timed assertions: they make CI flaky).
 */
let server: Server;
let url: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    request.resume();
    const timer = setTimeout(
      () => response.writeHead(200, { "Content-Type": "application/json" }).end('{"result":null}'),
      2000,
    );
    response.on("close", () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("a slow Redis", () => {
  it("makes the rate limiter count in memory after one timeout, and say so once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // 500 ms: well under the 2 s the endpoint takes, and long enough for a busy machine to open the connection (at
    // 50 ms the request was sometimes aborted before it reached the endpoint, which tested nothing).
    const limiter = upstashRateLimiter(
      { url, token: "t", timeoutMs: 500 },
      { limit: 5, windowSeconds: 60, prefix: "rl:slow" },
    );
    hits = 0;
    expect((await limiter.check("a")).ok).toBe(true);
    const afterFirst = hits;
    expect(afterFirst).toBeGreaterThan(0);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await limiter.check("a")).ok);
    // Counted in memory now: the limit of 5 applies, and Redis is not asked again.
    expect(answers.filter(Boolean)).toHaveLength(4);
    expect(hits).toBe(afterFirst);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("does not hold a search: the answer comes from this build's index, Redis is asked only for the statistics", async () => {
    const cache = new ResilientCache(new UpstashCache({ url, token: "t", timeoutMs: 500 }));
    hits = 0;
    const search = await runSearch({ q: "ยื่นอุทธรณ์ต่อคณะกรรมการ", locale: "th", limit: 3, page: 1 }, cache);
    expect(search.response.total).toBeGreaterThan(0);
    expect(hits).toBe(0);
  });
});
