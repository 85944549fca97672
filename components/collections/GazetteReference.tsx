import type { CollectionItem } from "@/lib/content/collection-schema";

/** An item's Royal Gazette reference, as the facts word it; a link to the Gazette's page where the facts give one. */
export function GazetteReference({ item, newTab }: { item: CollectionItem; newTab: string }) {
  if (!item.gazetteUrl) return <>{item.gazette}</>;
  return (
    <a href={item.gazetteUrl} className="external" target="_blank" rel="noopener noreferrer">
      {item.gazette}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
