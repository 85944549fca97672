import type { Segment } from "@/lib/content/parse";
import type { Contacts, FaqItem } from "@/lib/content/schema";
import { otherLocales, type Locale } from "@/i18n/locales";
import { trailOf } from "@/lib/routes";
import { inlineText } from "@/lib/text/plain-text";
import { absoluteUrl, pageUrl } from "./urls";

/** schema.org structured data (JSON-LD) that search engines read from the page. Pure: data in, objects out. */
export type JsonLdObject = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

/** Breadcrumbs as search results show them: the same trail the page's breadcrumb navigation has. */
export function breadcrumbList(locale: Locale, path: string, current?: { path: string; label: string }): JsonLdObject {
  const trail = trailOf(path).map((entry) => ({ path: entry.path, label: entry.label[locale] }));
  if (current) trail.push(current);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: pageUrl(locale, crumb.path),
    })),
  };
}

/**
 * The committee itself, on the home page. Facts come from content/data/contacts.json; unknown ones are left out.
 * No contactPoint: the only line on file (1213) is the Bank of Thailand's complaints centre, not the Committee's.
 */
export function governmentOrganization(locale: Locale, contacts: Contacts, description: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "GovernmentOrganization",
    name: contacts.name[locale],
    alternateName: [...otherLocales(locale).map((l) => contacts.name[l]), contacts.shortName.th],
    description,
    url: pageUrl(locale, "/"),
    logo: absoluteUrl("/icon.svg"),
    address: { "@type": "PostalAddress", streetAddress: contacts.address[locale], addressCountry: "TH" },
    ...(contacts.phone && { telephone: contacts.phone }),
    ...(contacts.email && { email: contacts.email }),
  };
}

export function faqPage(locale: Locale, items: FaqItem[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question[locale],
      acceptedAnswer: { "@type": "Answer", text: inlineText(item.answer[locale]) },
    })),
  };
}

/** The FAQ sets a page shows: those its content embeds with `::faq{set="..."}`. */
export function faqSetsOf(segments: Segment[]): ("public" | "member")[] {
  const sets = segments.flatMap((s) => (s.kind === "block" && s.block.name === "faq" ? [s.block.set] : []));
  return [...new Set(sets)];
}

/** JSON for a <script> element: `<` escaped so no text in the data can close the element early. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
