// A collection's list pages: 20 items a page, filtered by year, each page a path of its own so it can be prerendered.
import type { CollectionItem } from "./collection-schema";

const PAGE_SIZE = 20;

/** One list page: all years or one, and which page of it (1-based). */
export type ListView = { year?: number; page: number };

/** The item's year, or undefined for an undated item. */
const yearOf = (item: CollectionItem) => (item.date ? Number(item.date.slice(0, 4)) : undefined);

/** The years that have items, newest first: the year filter's links. */
export function yearsOf(items: readonly CollectionItem[]): number[] {
  return [...new Set(items.map(yearOf).filter((y): y is number => y !== undefined))].sort((a, b) => b - a);
}

/** The items a view shows and how many pages its filter has; undefined when the page is out of range. */
export function viewItems(items: readonly CollectionItem[], view: ListView) {
  const filtered = view.year === undefined ? items : items.filter((item) => yearOf(item) === view.year);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  if (view.page < 1 || view.page > pages || (view.year !== undefined && filtered.length === 0)) return undefined;
  return { items: filtered.slice((view.page - 1) * PAGE_SIZE, view.page * PAGE_SIZE), pages, total: filtered.length };
}

/** The path segments after the list's path: [] for the first page, ["year", "2019", "page", "2"] at most. */
export function viewSegments(view: ListView): string[] {
  const year = view.year === undefined ? [] : ["year", String(view.year)];
  return view.page > 1 ? [...year, "page", String(view.page)] : year;
}

/** Reads a view from the segments after the list's path; undefined for anything else (an item slug, say). */
export function parseViewSegments(segments: readonly string[]): ListView | undefined {
  const match = /^(?:year\/(\d{4}))?(?:\/?page\/([1-9]\d{0,3}))?$/.exec(segments.join("/"));
  if (!match || segments.length === 0) return undefined;
  return { year: match[1] ? Number(match[1]) : undefined, page: match[2] ? Number(match[2]) : 1 };
}

/** Every view worth prerendering (page 1 of all years is the list page itself, so it is left out). */
export function allViews(items: readonly CollectionItem[]): ListView[] {
  const views: ListView[] = [];
  for (const year of [undefined, ...yearsOf(items)]) {
    const pages = viewItems(items, { year, page: 1 })?.pages ?? 1;
    for (let page = 1; page <= pages; page++) if (year !== undefined || page > 1) views.push({ year, page });
  }
  return views;
}

/**
 * A list's `?page=` and `?year=` query as the path of that view, for the middleware's redirect (it has no content to
 * check against): well-formed numbers are kept, and a view out of range then gets the 404 page; anything malformed
 * is dropped, so it lands on the first page.
 */
export function pathFromQuery(base: string, page: string | null, year: string | null): string {
  const view: ListView = {
    year: year && /^\d{4}$/.test(year) ? Number(year) : undefined,
    page: page && /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1,
  };
  return [base, ...viewSegments(view)].join("/");
}
