// Content Markdown to HTML with the page language's labels (server side).
import "server-only";
import { getTranslations } from "next-intl/server";
import { renderInline, renderMarkdown, type MarkdownOptions } from "./markdown";
import type { Locale } from "../../i18n/locales";

/** Both languages get the no-break term pass (its default list): English pages quote Thai names too. */
async function options(locale: Locale): Promise<MarkdownOptions> {
  const t = await getTranslations({ locale, namespace: "page" });
  return { locale, newTabLabel: t("newTab") };
}

export async function markdownToHtml(locale: Locale, source: string) {
  return renderMarkdown(source, await options(locale));
}

export async function inlineToHtml(locale: Locale, source: string) {
  return renderInline(source, await options(locale));
}
