import { afterEach, describe, expect, it, vi } from "vitest";
import type { Cache } from "@/lib/cache/types";
import { MemoryCache } from "@/lib/cache/memory";
import { recordFeedback } from "@/lib/feedback/store";
import { recordWhy, whySchema } from "@/lib/feedback/why";
import { recordQuery } from "@/lib/search/stats";

const store = vi.hoisted(() => ({ cache: undefined as unknown as Cache }));
vi.mock("@/lib/cache", () => ({ getCache: () => store.cache }));
// The loader is for server components only; here it runs in plain Node.
vi.mock("server-only", () => ({}));

const { loadFeedbackCounts, loadFeedbackWhy, loadSearchInsights } = await import("@/lib/staff/dashboard");

/** A store that is down: every call rejects, as Upstash does when it cannot be reached. */
const down = new Proxy({ kind: "upstash" } as Cache, {
  get: (target, name) => (name === "kind" ? target.kind : () => Promise.reject(new Error("connection refused"))),
});

afterEach(() => vi.restoreAllMocks());

describe("the staff home's figures", () => {
  it("add both languages' queries into one list per window, and read the feedback", async () => {
    store.cache = new MemoryCache();
    await recordQuery(store.cache, { query: "appeal", locale: "en", resultCount: 3 });
    await recordQuery(store.cache, { query: "appeal", locale: "th", resultCount: 3 });
    await recordQuery(store.cache, { query: "อุทธรณ์", locale: "th", resultCount: 0 });
    await recordFeedback(store.cache, { path: "/Law/act", locale: "th", useful: true });
    await recordWhy(store.cache, whySchema.parse({ path: "/Law/act", locale: "th", why: "หาแบบฟอร์ม" }));

    const windows = await loadSearchInsights();
    expect(windows?.map((w) => w.days)).toEqual([7, 30]);
    expect(windows?.[0].frequent).toEqual([
      { query: "appeal", count: 2 },
      { query: "อุทธรณ์", count: 1 },
    ]);
    expect(windows?.[0].zero).toEqual([{ query: "อุทธรณ์", count: 1 }]);
    expect(await loadFeedbackCounts()).toEqual([{ locale: "th", path: "/Law/act", yes: 1, no: 0 }]);
    expect((await loadFeedbackWhy())?.map((a) => a.text)).toEqual(["หาแบบฟอร์ม"]);
  });

  it("are undefined, each with a warning, when the store cannot be read, so the page still renders", async () => {
    store.cache = down;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await Promise.all([loadSearchInsights(), loadFeedbackCounts(), loadFeedbackWhy()])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(warn.mock.calls.map(([line]) => String(line).replace(/:.*/, "")).sort()).toEqual([
      "[staff] feedback answers unavailable",
      "[staff] feedback counts unavailable",
      "[staff] search insights unavailable",
    ]);
  });
});
