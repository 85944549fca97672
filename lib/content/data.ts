// The shared data files of content/data/ (FAQ, glossary, contacts, offices), validated and cached.
import "server-only";
import { cache } from "react";
import type { ZodType } from "zod";
import { parseJson } from "../json";
import { contentFile } from "./files";
import {
  contactsSchema,
  faqSchema,
  glossarySchema,
  officesSchema,
  relatedSitesSchema,
} from "./schema";

function loadJson<T>(name: string, schema: ZodType<T>): T {
  const file = `content/data/${name}`;
  return parseJson(contentFile(file), schema, file);
}

export const loadFaq = cache((set: "public" | "member") => loadJson(`faq-${set}.json`, faqSchema));
export const loadGlossary = cache(() => loadJson("glossary.json", glossarySchema));
export const loadRelatedSites = cache(() => loadJson("related-sites.json", relatedSitesSchema));
export const loadContacts = cache(() => loadJson("contacts.json", contactsSchema));
/** The secretariat's offices for the appeal helper; a bad entry fails the build, as every content file does. */
export const loadOffices = cache(() => loadJson("offices.json", officesSchema));
