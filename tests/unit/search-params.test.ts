import { describe, expect, it } from "vitest";
import { parseSearchParams } from "@/lib/search/params";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const code = (query: string) => {
  const result = parse(query);
  return result.ok ? "ok" : result.error.code;
};

describe("search API parameters", () => {
  it("default locale th and limit 10", () => {
    expect(parse("q=NCB")).toEqual({ ok: true, data: { q: "NCB", locale: "th", limit: 10 } });
    expect(parse("q=appeal&locale=en&limit=20")).toEqual({ ok: true, data: { q: "appeal", locale: "en", limit: 20 } });
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
