import type { ReactNode } from "react";
import { AppealFormBlock } from "@/components/appeal/AppealFormBlock";
import { AppealStartLink } from "@/components/appeal/AppealStartLink";
import { AppealHelperBlock } from "@/components/appeal-helper/AppealHelperBlock";
import { CollectionList } from "@/components/collections/CollectionList";
import type { ParsedPage } from "@/lib/content/parse";
import { markdownToHtml } from "@/lib/content/render";
import type { Block } from "@/lib/content/schema";
import type { Locale } from "@/i18n/locales";
import { findRoute, type RouteEntry } from "@/lib/routes";
import { ContactCard } from "./blocks/ContactCard";
import { FaqList } from "./blocks/FaqList";
import { GlossaryTable } from "./blocks/GlossaryTable";
import { RelatedSiteList } from "./blocks/RelatedSiteList";
import { PageCardList } from "./PageCardList";
import { Prose } from "./Prose";

function renderBlock(locale: Locale, block: Block): ReactNode {
  switch (block.name) {
    case "faq":
      return <FaqList locale={locale} set={block.set} />;
    case "notifications":
    case "rulings":
      return <CollectionList locale={locale} collection={block.name} limit={block.limit} />;
    case "glossary":
      return <GlossaryTable locale={locale} />;
    case "related-sites":
      return <RelatedSiteList locale={locale} />;
    case "contact":
      return <ContactCard locale={locale} />;
    case "appeal-form":
      return <AppealFormBlock locale={locale} />;
    case "appeal-start":
      return <AppealStartLink locale={locale} to={block.to} />;
    case "appeal-helper":
      return <AppealHelperBlock locale={locale} part={block.part} />;
    case "page-cards":
      return <PageCardList locale={locale} entries={block.paths.map((p) => findRoute(p) as RouteEntry)} className="top-tasks" />;
  }
}

/** A page's Markdown runs and data blocks, in the order the content file gives them. */
export async function PageBody({ locale, page }: { locale: Locale; page: ParsedPage }) {
  const parts = await Promise.all(
    page.segments.map(async (segment, i) =>
      segment.kind === "markdown" ? (
        <Prose key={i} html={await markdownToHtml(locale, segment.source)} />
      ) : (
        <div key={i} className={`block block-${segment.block.name}`}>
          {renderBlock(locale, segment.block)}
        </div>
      ),
    ),
  );
  return <>{parts}</>;
}
