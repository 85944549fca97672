import type { CollectionItem } from "@/lib/content/collection-schema";
import { ThaiText } from "@/components/content/ThaiText";

/**
 * An item's Royal Gazette reference, as the facts word it; a link to the Gazette's page where the facts give one. Its
 * words are kept whole like any other text (ราชกิจจานุเบกษา in a list's narrow column).
 */
export function GazetteReference({ item, newTab }: { item: CollectionItem; newTab: string }) {
  if (!item.gazette) return null;
  if (!item.gazetteUrl) return <ThaiText text={item.gazette} />;
  return (
    <a href={item.gazetteUrl} className="external" target="_blank" rel="noopener noreferrer">
      <ThaiText text={item.gazette} />
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
