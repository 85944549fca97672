import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJson, safeParseJson } from "@/lib/json";

const schema = z.strictObject({ n: z.number() });

describe("JSON checked by a schema (lib/json.ts)", () => {
  it("returns the checked value", () => {
    expect(parseJson('{"n":1}', schema, "a.json")).toEqual({ n: 1 });
  });

  it("names the file when the text is not JSON or the schema refuses it", () => {
    expect(() => parseJson("{", schema, "content/data/a.json")).toThrow(/^content\/data\/a\.json: not JSON/);
    expect(() => parseJson('{"n":"1"}', schema, "content/data/a.json")).toThrow(/^content\/data\/a\.json: .*number/s);
  });

  it("never throws in its safe form", () => {
    expect(safeParseJson("nope", schema)).toMatchObject({ success: false });
    expect(safeParseJson('{"n":1,"x":2}', schema)).toMatchObject({ success: false });
  });
});
