import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { cache } from "react";
import { z } from "zod";
import { markdownToHtml } from "./render";
import { bilingual, type Locale } from "./schema";

const DIR = join(process.cwd(), "content", "overlays");

const splashSchema = z.strictObject({ enabled: z.boolean(), image: z.string().startsWith("/"), message: bilingual });

/** The splash's message and image, and whether it is shown at all (switched off in content, not code). */
export const loadSplash = cache(() => {
  const file = join(DIR, "splash.json");
  const parsed = splashSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
});

/** A dialog's text (terms of use, appeal conditions): title from frontmatter, body rendered like any page. */
export const loadOverlayText = cache(async (name: "terms" | "appeal-conditions", locale: Locale) => {
  const file = join(DIR, `${name}.${locale}.md`);
  const { data, content } = matter(readFileSync(file, "utf8"));
  const title = z.string().min(2).safeParse(data.title);
  if (!title.success) throw new Error(`${file}: frontmatter needs a title`);
  return { title: title.data, html: await markdownToHtml(locale, content) };
});
