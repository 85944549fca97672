import { z } from "zod";
import { routing } from "../../i18n/routing";
import { findRoute } from "../routes";

/** A locale in input (query strings, forms, JSON bodies): one of routing.locales (i18n/routing.ts). */
export const localeSchema = z.enum(routing.locales);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "use YYYY-MM-DD");

/**
 * One source a page's facts come from: an Act section ("พระราชบัญญัติ… มาตรา 25–28"), a notification with its Royal
 * Gazette reference, or a public page by its address. Never a file path: the repository stands on its own, and a
 * reader of the front matter must be able to find the source without our machines.
 */
export const sourceSchema = z
  .string()
  .trim()
  .min(5)
  .refine((s) => !/(^|[\s(])(\.{1,2}\/|\/work\/|[\w-]+\/[\w./-]*\.md\b)/.test(s), "name a source by title or web address, not by a file path");

/** Frontmatter of every page file in content/{th,en}. A bad file fails the build. */
export const frontmatterSchema = z.strictObject({
  title: z.string().min(2).max(90),
  description: z.string().min(20).max(240),
  updated: isoDate,
  keywords: z.array(z.string().min(1)).min(3).max(16),
  /** Where the page's facts come from; required under Public/, Law/ and Member/ (SOURCED_PAGE, lib/content/parse.ts). */
  sources: z.array(sourceSchema).min(1).optional(),
});
export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** A text in both languages, side by side, so a data entry can never lose its twin. */
export const bilingual = z.strictObject({ th: z.string().min(1), en: z.string().min(1) });

const anchorId = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "lower-case letters, digits and hyphens");

export const faqSchema = z.array(
  z.strictObject({ id: anchorId, question: bilingual, answer: bilingual }),
);
export type FaqItem = z.infer<typeof faqSchema>[number];

export const glossarySchema = z.array(
  z.strictObject({ id: anchorId, th: z.string().min(1), en: z.string().min(1), definition: bilingual }),
);
export type GlossaryTerm = z.infer<typeof glossarySchema>[number];

export const relatedSitesSchema = z.array(
  z.strictObject({ id: anchorId, name: bilingual, description: bilingual, url: z.url() }),
);
export type RelatedSite = z.infer<typeof relatedSitesSchema>[number];

/** An empty string marks a fact we do not have yet; pages leave it out (docs/content.md lists them). */
export const contactsSchema = z.strictObject({
  name: bilingual,
  shortName: bilingual,
  address: bilingual,
  /** A caution shown with the address wherever it is given for sending something (its source is not confirmed). */
  addressNote: bilingual.optional(),
  phone: z.string(),
  fax: z.string(),
  email: z.union([z.literal(""), z.email()]),
  serviceManagerPhone: z.string(),
  hotline: z.strictObject({ number: z.string().min(1), label: bilingual }),
  officeHours: z.strictObject({ th: z.string(), en: z.string() }),
  directions: z.strictObject({ th: z.string(), en: z.string() }),
});
export type Contacts = z.infer<typeof contactsSchema>;

/** Blocks a page body may embed on a line of its own, e.g. `::faq{set="public"}`. */
export const blockSchema = z.discriminatedUnion("name", [
  z.strictObject({ name: z.literal("faq"), set: z.enum(["public", "member"]) }),
  /** A collection's list (content/{locale}/Law/Notification/*.md, content/{locale}/Member/Diagnosis/*.md), first page. */
  /** `limit`: the newest few only, without the year filter and pager (the home page's latest-in-our-records). */
  z.strictObject({ name: z.literal("notifications"), limit: z.coerce.number().int().positive().optional() }),
  z.strictObject({ name: z.literal("rulings"), limit: z.coerce.number().int().positive().optional() }),
  z.strictObject({ name: z.literal("glossary") }),
  z.strictObject({ name: z.literal("related-sites") }),
  z.strictObject({ name: z.literal("contact") }),
  z.strictObject({ name: z.literal("appeal-form") }),
  /** The one entry to the appeal journey (a button-styled link to the start page): `::appeal-start`; on
   * that page, `::appeal-start{to="helper"}` is its Start button. */
  z.strictObject({ name: z.literal("appeal-start"), to: z.enum(["start", "helper"]).default("start") }),
  /** The appeal helper's parts, each under its own heading: `::appeal-helper{part="check"}` (also "form", "offices"). */
  z.strictObject({ name: z.literal("appeal-helper"), part: z.enum(["check", "form", "offices"]) }),
  /** Cards linking to registry pages, e.g. the home page's top tasks: `::page-cards{paths="/Law/act /FAQ"}`. */
  z.strictObject({
    name: z.literal("page-cards"),
    paths: z
      .string()
      .transform((value) => value.split(/\s+/).filter(Boolean))
      .refine((paths) => paths.length > 0 && paths.every((path) => findRoute(path)), "every path must be a registry route"),
  }),
]);
export type Block = z.infer<typeof blockSchema>;

/** A point in decimal degrees with the source it comes from: a location is never guessed. */
const locationSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  source: z.string().min(10),
});

/**
 * Places in the appeal helper's "where to hand it in" (content/data/offices.json). The committee's own entry takes its
 * name and address from contacts.json, so they are written once; the others are public bodies named in the facts.
 * Only places with a sourced location take part in "nearest to me".
 */
export const officesSchema = z
  .array(
    z.union([
      z.strictObject({ id: anchorId, role: z.literal("committee"), location: locationSchema.optional() }),
      z.strictObject({
        id: anchorId,
        role: z.enum(["first-step", "advice"]),
        name: bilingual,
        what: bilingual,
        address: bilingual.optional(),
        phone: z.string().regex(/^\+?[\d -]+$/).optional(),
        url: z.url().optional(),
        location: locationSchema.optional(),
      }),
    ]),
  )
  .refine((offices) => offices.filter((o) => o.role === "committee").length === 1, "exactly one committee entry")
  .refine((offices) => new Set(offices.map((o) => o.id)).size === offices.length, "ids must be unique");
export type Office = z.infer<typeof officesSchema>[number];
