import type { ReactNode } from "react";
import { AppealFormBlock } from "@/components/appeal/AppealFormBlock";
import { AppealStartLink } from "@/components/appeal/AppealStartLink";
import { AppealHelperBlock } from "@/components/appeal-helper/AppealHelperBlock";
import { CollectionList } from "@/components/collections/CollectionList";
import type { LoadedBlock } from "@/lib/content/blocks";
import type { LoadedSegment } from "@/lib/content/page-data";
import { markdownToHtml } from "@/lib/content/render";
import type { Locale } from "@/i18n/locales";
import { ContactCard } from "./blocks/ContactCard";
import { FaqList } from "./blocks/FaqList";
import { GlossaryTable } from "./blocks/GlossaryTable";
import { RelatedSiteList } from "./blocks/RelatedSiteList";
import type { HeadingLevel } from "./Heading";
import { PageCardList } from "./PageCardList";
import { Prose } from "./Prose";

/** Each block with the data the page loaded for it (lib/content/blocks.ts). */
function renderBlock(locale: Locale, block: LoadedBlock, level: HeadingLevel): ReactNode {
  switch (block.name) {
    case "faq":
      return <FaqList locale={locale} items={block.data} />;
    case "notifications":
    case "rulings":
      return (
        <CollectionList
          locale={locale}
          collection={block.name}
          items={block.data}
          limit={block.limit}
          level={level}
        />
      );
    case "glossary":
      return <GlossaryTable locale={locale} terms={block.data} />;
    case "related-sites":
      return <RelatedSiteList locale={locale} sites={block.data} />;
    case "contact":
      return <ContactCard locale={locale} contacts={block.data} />;
    case "appeal-form":
      return <AppealFormBlock locale={locale} conditions={block.data} />;
    case "appeal-start":
      return <AppealStartLink locale={locale} to={block.to} />;
    case "appeal-helper":
      return <AppealHelperBlock locale={locale} part={block.part} data={block.data} />;
    case "page-cards":
      return <PageCardList locale={locale} cards={block.data} className="top-tasks" level={level} />;
  }
}

/** A page's Markdown runs and data blocks, in the order the content file gives them. */
export async function PageBody({ locale, segments }: { locale: Locale; segments: readonly LoadedSegment[] }) {
  const parts = await Promise.all(
    segments.map(async (segment, i) =>
      segment.kind === "markdown" ? (
        <Prose key={i} html={await markdownToHtml(locale, segment.source)} />
      ) : (
        <div key={i} className={`block block-${segment.block.name}`}>
          {renderBlock(locale, segment.block, segment.level)}
        </div>
      ),
    ),
  );
  return <>{parts}</>;
}
