// Everything a registry page shows, loaded in one place for its route: text, blocks' data, child pages, JSON-LD.
import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "../../i18n/locales";
import { childrenOf } from "../routes";
import { breadcrumbList, faqPage, faqSetsOf, governmentOrganization, type JsonLdObject } from "../seo/json-ld";
import { loadBlock, pageCards, type LoadedBlock, type PageCard } from "./blocks";
import { loadContacts, loadFaq } from "./data";
import { loadPage } from "./pages";
import type { ParsedPage } from "./parse";
import type { Frontmatter } from "./schema";

/** A page body as the content file orders it: Markdown runs, and blocks with their data. */
export type LoadedSegment =
  | { kind: "markdown"; source: string }
  | { kind: "block"; block: LoadedBlock; level: 2 | 3 };

export type ContentPageData = {
  frontmatter: Frontmatter;
  segments: LoadedSegment[];
  /** The section's pages, for a landing page's "In this section" (empty elsewhere). */
  children: PageCard[];
  /** Structured data for search engines (components/seo/JsonLd writes each as a script element). */
  jsonLd: JsonLdObject[];
};

/**
 * The structured data of a page: the organisation on the home page, the breadcrumb trail on every page, and the
 * questions of every FAQ set the page shows.
 */
async function pageJsonLd(locale: Locale, path: string, page: ParsedPage): Promise<JsonLdObject[]> {
  const objects: JsonLdObject[] = [breadcrumbList(locale, path)];
  if (path === "/") {
    const t = await getTranslations({ locale, namespace: "site" });
    objects.unshift(governmentOrganization(locale, loadContacts(), t("tagline")));
  }
  const faqs = faqSetsOf(page.segments).flatMap((set) => loadFaq(set));
  if (faqs.length > 0) objects.push(faqPage(locale, faqs));
  return objects;
}

/** A registry page's content and data; throws (failing the build) when a file is missing or invalid. */
export async function loadContentPage(locale: Locale, path: string): Promise<ContentPageData> {
  const page = loadPage(locale, path);
  const segments = await Promise.all(
    page.segments.map(
      async (segment): Promise<LoadedSegment> =>
        segment.kind === "markdown" ? segment : { ...segment, block: await loadBlock(locale, segment.block) },
    ),
  );
  return {
    frontmatter: page.frontmatter,
    segments,
    children: pageCards(locale, childrenOf(path)),
    jsonLd: await pageJsonLd(locale, path, page),
  };
}
