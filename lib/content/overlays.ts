// The overlays' content: the splash (content/overlays/splash.json) and the dialogs' texts (terms, appeal conditions).
import "server-only";
import matter from "gray-matter";
import { cache } from "react";
import { z } from "zod";
import { parseJson } from "../json";
import { contentFile } from "./files";
import { markdownToHtml } from "./render";
import { bilingual } from "./schema";
import type { Locale } from "../../i18n/locales";

const DIR = "content/overlays";

const splashSchema = z.strictObject({ enabled: z.boolean(), image: z.string().startsWith("/"), message: bilingual });
export type Splash = z.infer<typeof splashSchema>;

/** A dialog's title and its body as HTML. */
export type OverlayText = { title: string; html: string };

/** The splash's message and image, and whether it is shown at all (switched off in content, not code). */
export const loadSplash = cache((): Splash => {
  const file = `${DIR}/splash.json`;
  return parseJson(contentFile(file), splashSchema, file);
});

/** A dialog's text (terms of use, appeal conditions): title from frontmatter, body rendered like any page. */
export const loadOverlayText = cache(async (name: "terms" | "appeal-conditions", locale: Locale): Promise<OverlayText> => {
  const file = `${DIR}/${name}.${locale}.md`;
  const { data, content } = matter(contentFile(file));
  const title = z.string().min(2).safeParse(data.title);
  if (!title.success) throw new Error(`${file}: frontmatter needs a title`);
  return { title: title.data, html: await markdownToHtml(locale, content) };
});
