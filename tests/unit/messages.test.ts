import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import th from "@/messages/th.json";

function keys(object: object, prefix = ""): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function placeholders(object: object): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  const walk = (o: object, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === "object" && v !== null) walk(v, `${prefix}${k}.`);
      else flat[`${prefix}${k}`] = [...String(v).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    }
  };
  walk(object, "");
  return flat;
}

describe("UI messages", () => {
  it("have the same keys in Thai and English", () => {
    expect(keys(en).sort()).toEqual(keys(th).sort());
  });

  it("use the same placeholders in both languages", () => {
    expect(placeholders(en)).toEqual(placeholders(th));
  });

  it("have no empty strings", () => {
    for (const messages of [th, en]) {
      for (const key of keys(messages)) {
        const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
        expect(String(value).trim(), key).not.toBe("");
      }
    }
  });
});
