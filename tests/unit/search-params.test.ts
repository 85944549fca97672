import { describe, expect, it } from "vitest";
import { parseSearchParams, resultsPageParams } from "@/lib/search/params";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const code = (query: string) => {
  const result = parse(query);
  return result.ok ? "ok" : result.error.code;
};

describe("search API parameters", () => {
  it("default locale th, limit 10 and page 1", () => {
    expect(parse("q=NCB")).toEqual({ ok: true, data: { q: "NCB", locale: "th", limit: 10, page: 1 } });
    expect(parse("q=appeal&locale=en&limit=20&page=2")).toEqual({
      ok: true,
      data: { q: "appeal", locale: "en", limit: 20, page: 2 },
    });
  });

  it("reject a page that is not a plain whole number from 1", () => {
    for (const q of [
      "page=0",
      "page=-1",
      "page=1.5",
      "page=02",
      "page=abc",
      "page=",
      "page=1e1",
      "page=1000",
      "page=%202",
    ]) {
      expect(code(`q=a&${q}`), q).toBe("invalid_page");
    }
    expect(code("q=a&page=999")).toBe("ok");
    expect(code("q=a&page=1&page=2")).toBe("duplicate_parameter");
  });

  it("trim and normalise q before measuring it", () => {
    expect(parse(`q=${encodeURIComponent("  cafe\u0301 ")}`)).toMatchObject({ ok: true, data: { q: "café" } });
    expect(code(`q=${"ก".repeat(100)}`)).toBe("ok");
    expect(code(`q=${" ".repeat(20)}${"a".repeat(100)}${" ".repeat(20)}`)).toBe("ok");
  });

  it("reject a missing, empty, over-long or control-character q", () => {
    expect(code("")).toBe("missing_query");
    expect(code("q=")).toBe("empty_query");
    expect(code("q=%20%20")).toBe("empty_query");
    expect(code(`q=${"a".repeat(101)}`)).toBe("query_too_long");
    expect(code("q=a%00b")).toBe("invalid_query");
    expect(code("q=a%1Bb")).toBe("invalid_query");
  });

  it("reject a bad locale or limit", () => {
    for (const q of ["locale=fr", "locale=TH", "locale="]) expect(code(`q=a&${q}`)).toBe("invalid_locale");
    for (const q of [
      "limit=0",
      "limit=21",
      "limit=-1",
      "limit=1.5",
      "limit=abc",
      "limit=",
      "limit=1e1",
      "limit=99999",
    ]) {
      expect(code(`q=a&${q}`), q).toBe("invalid_limit");
    }
  });

  it("reject unknown and repeated parameters, without echoing them", () => {
    const unknown = parse("q=a&<script>=1");
    expect(unknown).toMatchObject({ ok: false, error: { code: "unknown_parameter" } });
    expect(JSON.stringify(unknown)).not.toContain("<script>");
    expect(code("q=a&q=b")).toBe("duplicate_parameter");
  });

  it("say what was wrong in the message", () => {
    const result = parse(`q=${"a".repeat(101)}`);
    expect(result.ok ? "" : result.error.message).toMatch(/100 characters/);
  });
});

describe("results page parameters", () => {
  it("read the first q and page, as the form and the page links send them", () => {
    expect(resultsPageParams({ q: ["NCB", "x"], page: ["2", "3"] })).toMatchObject({
      query: "NCB",
      page: 2,
      badPage: false,
    });
    expect(resultsPageParams({ q: "NCB" })).toMatchObject({ query: "NCB", page: 1, badPage: false });
  });

  it("answer a malformed page with the first page and a notice, never an error", () => {
    for (const page of ["0", "-3", "two", "1.5", "", "99999999999999999999"]) {
      expect(resultsPageParams({ q: "NCB", page }), page).toMatchObject({ query: "NCB", page: 1, badPage: true });
    }
  });

  it("say what is wrong with the query, and drop it when over the budget", () => {
    expect(resultsPageParams({ q: "a".repeat(101) })).toMatchObject({ query: undefined, problem: "tooLong" });
    expect(resultsPageParams({ q: "a\u0000b" })).toMatchObject({ query: undefined, problem: "invalid" });
    expect(resultsPageParams({ q: "   " })).toMatchObject({ query: undefined, problem: undefined });
    expect(resultsPageParams({ q: "NCB", limited: "1" })).toMatchObject({ limited: true, query: undefined, raw: "" });
  });
});
