import { getTranslations } from "next-intl/server";
import { loadContacts, loadFaq } from "@/lib/content/data";
import { loadPage } from "@/lib/content/pages";
import type { Locale } from "@/i18n/locales";
import {
  breadcrumbList,
  faqPage,
  faqSetsOf,
  governmentOrganization,
  serializeJsonLd,
  type JsonLdObject,
} from "@/lib/seo/json-ld";

/**
 * Structured data for search engines: the organisation on the home page, a breadcrumb trail on every
 * page, and the questions of every FAQ set the page shows.
 */
export async function JsonLd({ locale, path }: { locale: Locale; path: string }) {
  const objects: JsonLdObject[] = [breadcrumbList(locale, path)];
  if (path === "/") {
    const t = await getTranslations({ locale, namespace: "site" });
    objects.unshift(governmentOrganization(locale, loadContacts(), t("tagline")));
  }
  const faqs = faqSetsOf(loadPage(locale, path).segments).flatMap((set) => loadFaq(set));
  if (faqs.length > 0) objects.push(faqPage(locale, faqs));
  return objects.map((data) => (
    <script
      key={data["@type"]}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  ));
}
