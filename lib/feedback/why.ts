import { z } from "zod";
import type { Cache } from "../cache/types";
import { localeSchema } from "../content/schema";
import type { Locale } from "../../i18n/locales";
import { findRoute } from "../routes";
import { redacted, type RedactedText } from "../privacy/redact";
import { WHY_MAX_CHARS } from "./why-limits";

/**
 * The optional answer to "what were you trying to do?" after "No" on "Was this page useful?". Free text, so it is
 * redacted (lib/privacy/redact.ts) as it is parsed: from then on the request holds only the redacted text (typed
 * RedactedText), so neither the store nor a log line nor an error can see what was typed. Kept without time, address
 * or identifier.
 */
export const whySchema = z.strictObject({
  path: z
    .string()
    .max(200)
    .refine((path) => findRoute(path) !== undefined, { message: "unknown page" }),
  locale: localeSchema,
  why: z
    .string()
    .trim()
    .min(1)
    .max(WHY_MAX_CHARS)
    .transform((why) => redacted(why)),
});
export type Why = z.infer<typeof whySchema>;

/** The page and language of a "why" whatever its text: an empty box is answered as such, not as a bad request. */
export const whyPageSchema = whySchema.extend({ why: z.string().max(WHY_MAX_CHARS) });

/** The answer as stored: its text redacted when it was parsed (whySchema), cut to the box's length. */
type WhyToStore = { path: string; locale: Locale; why: RedactedText };

/** The answer as a browser without JavaScript posts it. */
export function whyFromForm(form: URLSearchParams): unknown {
  return { path: form.get("path") ?? undefined, locale: form.get("locale") ?? undefined, why: form.get("why") ?? "" };
}

/**
 * The latest answers in a ring of fixed size in the site's cache (a counter and one key per slot): the store stays
 * bounded however many arrive, and needs nothing beyond get, set and incr.
 */
const KEY = "feedback:v1:why";
export const WHY_KEPT = 200;

export type StoredWhy = { locale: Locale; path: string; text: string; n: number };

export async function recordWhy(cache: Cache, { path, locale, why }: WhyToStore): Promise<void> {
  const text = why.slice(0, WHY_MAX_CHARS);
  const n = await cache.incr(`${KEY}:n`);
  await cache.set(`${KEY}:${n % WHY_KEPT}`, JSON.stringify({ locale, path, text, n }));
}

const storedSchema = z.object({ locale: localeSchema, path: z.string(), text: z.string(), n: z.number() });

/** The latest answers, newest first. */
export async function latestWhy(cache: Cache): Promise<StoredWhy[]> {
  const n = Number(await cache.get(`${KEY}:n`)) || 0;
  const slots = Array.from({ length: Math.min(n, WHY_KEPT) }, (_, i) => (n - i) % WHY_KEPT);
  const raw = await Promise.all(slots.map((slot) => cache.get(`${KEY}:${slot}`)));
  return raw.flatMap((value) => {
    try {
      const parsed = storedSchema.safeParse(JSON.parse(value ?? "null"));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}
