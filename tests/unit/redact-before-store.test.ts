import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cache } from "@/lib/cache/types";
import { MemoryCache } from "@/lib/cache/memory";
import { loggableError } from "@/lib/privacy/redact";
import { runSearch } from "@/lib/search/service";
import { leftIn, type Spelling } from "./support/redaction-corpus";

const store = vi.hoisted(() => ({ cache: undefined as unknown as Cache }));
vi.mock("@/lib/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/cache")>()),
  getCache: () => store.cache,
}));

/**
 * Every argument the store is given; with `fail`, the writes that carry text (set, zincr) fail with an error that
 * quotes what they were given, as a store client's error can.
 */
function recordingCache(fail: boolean): { cache: Cache; seen: string[] } {
  const seen: string[] = [];
  const memory = new MemoryCache();
  const cache = new Proxy(memory, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        seen.push(JSON.stringify(args));
        if (fail && (name === "set" || name === "zincr"))
          throw new Error(`store down: ${String(name)} ${args.join(" ")}`);
        return value.apply(target, args);
      };
    },
  });
  return { cache, seen };
}

/** One answer holding an ID, a phone, an e-mail address, a name and a handle, spelled to slip past a list. */
const TYPED =
  "ID 1\u22121017\u221200203\u221245\u22121, โทร ๐๘๑|๒๓๔|๕๖๗๘, somchai.j (at) gmail ดอท คอม, คุณสมชาย ใจดี, IG somchai_88";
const SPELLING: Spelling = {
  kind: "mixed",
  text: TYPED,
  gone: ["1101700203451", "0812345678", "somchai.j", "สมชาย", "ใจดี", "somchai_88"],
};

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
  }
});
afterEach(() => vi.restoreAllMocks());

async function postWhy(body: string, type: string): Promise<Response> {
  const { POST } = await import("@/app/api/feedback/route");
  const request = new Request("http://localhost/api/feedback", {
    method: "POST",
    headers: { "content-type": type, "x-forwarded-for": "203.0.113.9" },
    body,
  });
  return POST(request);
}

describe('"what were you trying to do?": the typed text reaches neither the store nor the log', () => {
  const json = JSON.stringify({ path: "/Law/act", locale: "th", why: TYPED });
  const form = new URLSearchParams({ path: "/Law/act", locale: "th", why: TYPED }).toString();

  it.each([
    ["JSON", json, "application/json"],
    ["a form", form, "application/x-www-form-urlencoded"],
  ])("stored redacted when sent as %s", async (_how, body, type) => {
    const { cache, seen } = recordingCache(false);
    store.cache = cache;
    const answer = await postWhy(body, type);
    expect(answer.status, logged.join("\n")).toBeLessThan(400);
    expect(seen.join("\n")).toContain("[ID]");
    expect(leftIn(seen.join("\n"), SPELLING)).toEqual([]);
    expect(leftIn(logged.join("\n"), SPELLING)).toEqual([]);
  });

  it("when the store fails, its error is logged without the text it was given", async () => {
    const { cache, seen } = recordingCache(true);
    store.cache = cache;
    expect((await postWhy(json, "application/json")).status).toBe(503);
    expect(logged.join("\n")).toContain("[feedback] not recorded");
    expect(leftIn(seen.join("\n") + logged.join("\n"), SPELLING)).toEqual([]);
  });
});

describe("search insights: the typed query reaches neither the counters nor the log", () => {
  it.each([
    ["the store answers", false],
    ["the store fails", true],
  ])("%s", async (_when, fail) => {
    const { cache, seen } = recordingCache(fail);
    const { record } = await runSearch({ q: TYPED.slice(0, 100), locale: "th", limit: 5, page: 1 }, cache);
    await record();
    expect(seen.length).toBeGreaterThan(0);
    const short: Spelling = { ...SPELLING, gone: ["1101700203451", "0812345678", "somchai.j"] };
    expect(leftIn(seen.join("\n"), short)).toEqual([]);
    expect(leftIn(logged.join("\n"), short)).toEqual([]);
    if (fail) expect(logged.join("\n")).toContain("[search] query not counted");
  });
});

describe("a failure's message is redacted before it is logged", () => {
  it("whatever it quotes", () => {
    const message = loggableError(new Error(`refused: ${TYPED}`));
    expect(message).toContain("refused:");
    expect(leftIn(message, SPELLING)).toEqual([]);
  });
});
