// The data each block of a page's Markdown shows (`::faq{set="public"}`, `::glossary`, …), loaded for the page.
import "server-only";
import type { Locale } from "../../i18n/locales";
import { findRoute, type RouteEntry } from "../routes";
import type { CollectionItem } from "./collection-schema";
import { loadCollection } from "./collections";
import { loadContacts, loadFaq, loadGlossary, loadOffices, loadRelatedSites } from "./data";
import { loadOverlayText, type OverlayText } from "./overlays";
import { loadPage } from "./pages";
import type { Block, Contacts, FaqItem, GlossaryTerm, Office, RelatedSite } from "./schema";

/** A registry page as a card: its menu label, its path and its one-line summary (its description). */
export type PageCard = { path: string; label: string; description: string };

/** What the appeal helper's parts name: the committee (where to send the form) and the places that help. */
export type AppealHelperData = { contacts: Contacts; offices: Office[] };

/** What each kind of block shows. */
type BlockData = {
  faq: FaqItem[];
  /** The whole collection, newest first: the block shows its first page (or its newest few). */
  notifications: CollectionItem[];
  rulings: CollectionItem[];
  glossary: GlossaryTerm[];
  "related-sites": RelatedSite[];
  contact: Contacts;
  /** The appeal conditions the button shows before the form. */
  "appeal-form": OverlayText;
  "appeal-start": null;
  "appeal-helper": AppealHelperData;
  "page-cards": PageCard[];
};

/** A block as the page's Markdown names it, with the data it shows: the components render it and read nothing. */
export type LoadedBlock = {
  [Name in Block["name"]]: Extract<Block, { name: Name }> & { data: BlockData[Name] };
}[Block["name"]];

/** Registry pages as cards, in the order given. */
export function pageCards(locale: Locale, entries: readonly RouteEntry[]): PageCard[] {
  return entries.map((entry) => ({
    path: entry.path,
    label: entry.label[locale],
    description: loadPage(locale, entry.path).frontmatter.description,
  }));
}

/** The data of one block; a missing or invalid file throws, so the page's build fails. */
export async function loadBlock(locale: Locale, block: Block): Promise<LoadedBlock> {
  switch (block.name) {
    case "faq":
      return { ...block, data: loadFaq(block.set) };
    case "notifications":
    case "rulings":
      return { ...block, data: loadCollection(block.name, locale) };
    case "glossary":
      return { ...block, data: loadGlossary() };
    case "related-sites":
      return { ...block, data: loadRelatedSites() };
    case "contact":
      return { ...block, data: loadContacts() };
    case "appeal-form":
      return { ...block, data: await loadOverlayText("appeal-conditions", locale) };
    case "appeal-start":
      return { ...block, data: null };
    case "appeal-helper":
      return { ...block, data: { contacts: loadContacts(), offices: loadOffices() } };
    case "page-cards":
      return { ...block, data: pageCards(locale, block.paths.map((path) => findRoute(path) as RouteEntry)) };
  }
}
