import "server-only";
import { getTranslations } from "next-intl/server";
import { loadGlossary } from "./data";
import { renderInline, renderMarkdown, type MarkdownOptions } from "./markdown";
import type { Locale } from "./schema";

async function options(locale: Locale): Promise<MarkdownOptions> {
  const t = await getTranslations({ locale, namespace: "page" });
  return {
    locale,
    newTabLabel: t("newTab"),
    // Thai glossary terms stay on one line in Thai text (the spec's ~90-term list).
    nowrapTerms: locale === "th" ? loadGlossary().map((term) => term.th) : [],
  };
}

export async function markdownToHtml(locale: Locale, source: string) {
  return renderMarkdown(source, await options(locale));
}

export async function inlineToHtml(locale: Locale, source: string) {
  return renderInline(source, await options(locale));
}
