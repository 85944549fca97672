// The search API from the edge cache, for the Worker's front (worker.mjs): why and how in docs/edge.md, "Search from
// the edge cache". In short, a search through OpenNext and Next is most of a search's cost on workerd, and the answer
// already says a shared cache may keep it; the budget per client must still count every answer.

import { COUNT_SEARCH, SEARCH_API } from "../../lib/search/edge-counter.ts";

let searchCache;

/** This build's cache of answers: one per build id, so a new deployment never answers from the last one's index. */
function searchCacheOf(env, url) {
  searchCache ??= env.ASSETS.fetch(new URL("/_edge/build.json", url))
    .then(async (response) => (response.ok ? caches.open(`search:${(await response.json()).id}`) : undefined))
    .catch(() => (searchCache = undefined));
  return searchCache;
}

/** An answer any client may be given again: a 200 that says shared caches may keep it, and sets no cookie. */
function shareable(response) {
  const control = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    /\bpublic\b/.test(control) &&
    /\bs-maxage=/.test(control) &&
    !response.headers.has("set-cookie")
  );
}

/**
 * A GET of the search API: from the cache when it holds the address and the client is within its budget (counted
 * by the middleware's own counter); otherwise through `next` (OpenNext), which counts it and answers, its 429
 * included, and whose shareable answer is kept. Until the middleware has handed its counter over (a new isolate),
 * nothing is answered from the cache. Anything that fails here is a miss, never a failed request. Other requests:
 * undefined.
 */
export async function searchFromCache(request, env, ctx, next) {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  if (url.pathname !== SEARCH_API) return undefined;
  const cache = await searchCacheOf(env, url);
  if (!cache) return undefined;
  // The address alone is the key: the answer depends on nothing else the client sends.
  const key = new Request(url.origin + SEARCH_API + url.search);
  // Published by lib/middleware/search-limit.ts: counts one search against its client's budget.
  const count = globalThis[COUNT_SEARCH];
  const cached = count && (await cache.match(key).catch(() => undefined));
  if (cached && (await count(request.headers).catch(() => false))) return cached;
  const response = await next(request);
  if (shareable(response)) ctx.waitUntil(cache.put(key, response.clone()).catch(() => undefined));
  return response;
}
