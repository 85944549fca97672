import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { contactsSchema, faqSchema, glossarySchema, relatedSitesSchema } from "@/lib/content/schema";

const files: [string, ZodType, number][] = [
  ["faq-public.json", faqSchema, 12],
  ["faq-member.json", faqSchema, 8],
  ["glossary.json", glossarySchema, 80],
  ["related-sites.json", relatedSitesSchema, 4],
  ["contacts.json", contactsSchema, 0],
];

describe.each(files)("content/data/%s", (name, schema, minimum) => {
  const file = join(process.cwd(), "content", "data", name);
  it("is valid and large enough", () => {
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const data = schema.parse(JSON.parse(readFileSync(file, "utf8")));
    if (Array.isArray(data)) {
      expect(data.length).toBeGreaterThanOrEqual(minimum);
      const ids = data.map((item: { id: string }) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
