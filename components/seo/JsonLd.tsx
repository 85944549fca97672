import { serializeJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";

/** Structured data for search engines, one script element per object (the page's data loader builds them). */
export function JsonLd({ objects }: { objects: readonly JsonLdObject[] }) {
  return objects.map((data) => (
    <script
      key={data["@type"]}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  ));
}
