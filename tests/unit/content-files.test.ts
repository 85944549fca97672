import { locales } from "@/i18n/locales";
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePage } from "@/lib/content/parse";
import { contentSlug, routes } from "@/lib/routes";

const root = join(process.cwd(), "content");

describe.each(routes.map((entry) => entry.path))("content of %s", (path) => {
  const files = locales.map((locale) => join(root, locale, `${contentSlug(path)}.md`));

  it("exists in Thai and English with valid frontmatter and the same sections", () => {
    for (const file of files) expect(existsSync(file), `${file} is missing`).toBe(true);
    const [th, en] = files.map((file) => parsePage(readFileSync(file, "utf8"), file));
    expect(en.sectionIds).toEqual(th.sectionIds);
    expect(en.segments.filter((s) => s.kind === "block")).toEqual(th.segments.filter((s) => s.kind === "block"));
  });
});
