// The search parameters of the API and the results page, checked by zod.
import { z } from "zod";
import { localeSchema } from "../content/schema";
import { defaultLocale, locales, type Locale } from "../../i18n/locales";
import { hasControlCharacters, normalizeQuery } from "./normalize";

/** Spec sections 2 and 9: the search input takes at most 100 characters. */
export const MAX_QUERY_LENGTH = 100;
const MAX_LIMIT = 20;
const DEFAULT_LIMIT = 10;
/** Results per page of the results page. */
export const PER_PAGE = 10;
/** No index will hold 1000 pages of results; a longer number is an edited URL, not a page. */
const PAGE_PATTERN = /^[1-9]\d{0,2}$/;

/** `page`: a page of results counted from 1, written as a plain whole number ("2", not "02", "2.0" or "-1"). */
const pageSchema = z.string().regex(PAGE_PATTERN, "page must be a whole number from 1 to 999").transform(Number);

/** `q`: required; 1 to 100 characters after trimming and Unicode normalisation; nothing a keyboard does not type. */
export const querySchema = z
  .string({ error: "q is required" })
  .transform(normalizeQuery)
  .pipe(
    z
      .string()
      .min(1, "q is empty")
      .max(MAX_QUERY_LENGTH, `q is longer than ${MAX_QUERY_LENGTH} characters`)
      .refine((q) => !hasControlCharacters(q), "q contains control characters"),
  );

/** GET /api/search parameters, exactly these: anything else is a 400. */
const searchParamsSchema = z.strictObject({
  q: querySchema,
  locale: localeSchema.default(defaultLocale),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "limit must be a whole number")
    .transform(Number)
    .pipe(z.number().min(1, "limit must be at least 1").max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`))
    .default(DEFAULT_LIMIT),
  page: pageSchema.default(1),
});
export type SearchParams = { q: string; locale: Locale; limit: number; page: number };

export type ParamError = { code: string; message: string };

const CODES: Record<string, Record<string, string>> = {
  q: { too_big: "query_too_long", too_small: "empty_query", invalid_type: "missing_query" },
  locale: {},
  limit: {},
  page: {},
};

/** Validates URL search parameters; errors carry a stable code and a message saying what was wrong. */
export function parseSearchParams(
  params: URLSearchParams,
): { ok: true; data: SearchParams } | { ok: false; error: ParamError } {
  const entries: Record<string, string> = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(entries, name)) {
      return {
        ok: false,
        error: { code: "duplicate_parameter", message: `${name.slice(0, 20)} is given more than once` },
      };
    }
    entries[name] = value;
  }
  const parsed = searchParamsSchema.safeParse(entries);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue.code === "unrecognized_keys") {
    return { ok: false, error: { code: "unknown_parameter", message: "only q, locale, limit and page are accepted" } };
  }
  const field = String(issue.path[0] ?? "q");
  const code = CODES[field]?.[issue.code] ?? `invalid_${field === "q" ? "query" : field}`;
  const message = field === "locale" ? `locale must be ${locales.join(" or ")}` : issue.message;
  return { ok: false, error: { code, message } };
}

type PageSearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * What the results page reads from its URL: the first `q` and `page`, as the GET form and the page links send them.
 * `limited`: the middleware found this client over the search budget and took the query away. A `page` that is
 * not a page number is answered with the first page and a notice (`badPage`), never an error page.
 */
export function resultsPageParams(params: PageSearchParams) {
  const limited = params.limited !== undefined;
  const raw = limited ? "" : (first(params.q) ?? "");
  const q = querySchema.safeParse(raw);
  const rawPage = first(params.page);
  const page = rawPage === undefined ? undefined : pageSchema.safeParse(rawPage);
  const issue = q.success || !raw.trim() ? undefined : q.error.issues[0].code;
  return {
    limited,
    raw: raw.slice(0, MAX_QUERY_LENGTH),
    query: q.success ? q.data : undefined,
    problem: issue === undefined ? undefined : issue === "too_big" ? ("tooLong" as const) : ("invalid" as const),
    page: page?.success ? page.data : 1,
    badPage: page !== undefined && !page.success,
  };
}
