import "server-only";
import { cache } from "react";
import type { ZodType } from "zod";
import { contentFile } from "./files";
import {
  contactsSchema,
  faqSchema,
  glossarySchema,
  notificationsSchema,
  relatedSitesSchema,
} from "./schema";

function loadJson<T>(name: string, schema: ZodType<T>): T {
  const file = `content/data/${name}`;
  const parsed = schema.safeParse(JSON.parse(contentFile(file)));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
}

export const loadFaq = cache((set: "public" | "member") => loadJson(`faq-${set}.json`, faqSchema));
export const loadGlossary = cache(() => loadJson("glossary.json", glossarySchema));
export const loadRelatedSites = cache(() => loadJson("related-sites.json", relatedSitesSchema));
export const loadContacts = cache(() => loadJson("contacts.json", contactsSchema));
/** Newest first, whatever order the file keeps. */
export const loadNotifications = cache(() =>
  [...loadJson("notifications.json", notificationsSchema)].sort((a, b) => b.date.localeCompare(a.date)),
);
