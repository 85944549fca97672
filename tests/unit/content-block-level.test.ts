import { describe, expect, it } from "vitest";
import { parsePage } from "@/lib/content/parse";

const page = (body: string) =>
  `---\ntitle: A page\ndescription: What the page is about, in one sentence.\nupdated: 2026-11-28\nkeywords: [page, block, level]\n---\n${body}`;
const levels = (body: string) =>
  parsePage(page(body), "t.md").segments.flatMap((s) => (s.kind === "block" ? [s.level] : []));

describe("the heading level a block's own headings take", () => {
  it("is h2 straight under the title, h3 once a section has begun, and a fenced ## is no section", () => {
    const cards = '::page-cards{paths="/FAQ"}';
    expect(levels(`Lead.\n\n${cards}\n\n## Rights {#rights}\n\n${cards}`)).toEqual([2, 3]);
    expect(levels(`\`\`\`\n## not a heading\n\`\`\`\n\n${cards}`)).toEqual([2]);
  });
});
