import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cache } from "react";
import type { ZodType } from "zod";
import {
  contactsSchema,
  faqSchema,
  glossarySchema,
  notificationsSchema,
  relatedSitesSchema,
} from "./schema";

const DATA_DIR = join(process.cwd(), "content", "data");

function loadJson<T>(name: string, schema: ZodType<T>): T {
  const file = join(DATA_DIR, name);
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
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
