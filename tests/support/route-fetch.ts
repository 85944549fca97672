import { vi } from "vitest";

type Handler = (request: Request) => Promise<Response> | Response;

/**
 * Points the page's `fetch` at the project's own route handlers, called in-process: a component test then meets the
 * real validation, rate limits and store (the in-memory one) rather than a canned answer. `fail` stands in for a
 * network that drops the request, which only a test can arrange on demand.
 */
export function routeFetch(routes: Record<string, Handler>) {
  const calls: Request[] = [];
  let failNext = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), "http://localhost"), init);
    calls.push(request.clone());
    if (failNext > 0) {
      failNext -= 1;
      throw new TypeError("Failed to fetch");
    }
    const handler = routes[new URL(request.url).pathname];
    if (!handler) return new Response("not found", { status: 404 });
    return handler(request);
  });
  vi.stubGlobal("fetch", fetch);
  return {
    calls,
    /** The next `count` requests fail as a dropped connection does. */
    failNext(count = 1) {
      failNext = count;
    },
  };
}
