/**
 * Owns every Cache-Control value the site sends, by what the answer is. Route handlers, the middleware, next.config.ts
 * and the files written for nginx (scripts/build/nginx-pages.ts) name a policy here instead of spelling a value, so
 * two answers of one kind cannot drift apart.
 */
export const CACHE_CONTROL = {
  /** Build assets (/_next/static): their names carry the content's hash, so they never change. As Next.js sends them. */
  staticAsset: "public, max-age=31536000, immutable",
  /** A prerendered page, as Next.js sends it (nginx sends the same when it serves the page's file). */
  page: "s-maxage=31536000",
  /**
   * The search API: the same for everyone until the next build, so the edge keeps it 5 minutes fresh, then serves it
   * stale for a day while one request refreshes it. Browsers keep it a minute (the live panel repeats queries).
   */
  searchApi: "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
  /** The legacy search list: it changes only with a build. */
  searchList: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  /** A 400 for a bad search query: the same for everyone, so it is kept like the list. */
  badQuery: "public, max-age=300, s-maxage=3600",
  /**
   * The social cards (app/api/og): their URLs are versioned by content (`?v=`), so shared caches may keep a card until
   * the next deploy purges them, and browsers for a day. ImageResponse alone would send max-age=0.
   */
  socialCard: "public, max-age=86400, s-maxage=31536000",
  /**
   * The files of public/ that change rarely (DAY_CACHED_FILES in lib/security/headers.ts): fresh for a day. The
   * loader's code is the same in every build (the chunk list comes in its URL fragment).
   */
  dayFile: "public, max-age=86400, stale-while-revalidate=604800",
  /** The other files of public/, as Next.js sends them: checked again on each use. */
  publicFile: "public, max-age=0",
  /**
   * The 404 page: a shared cache (a CDN) may keep it for five minutes, not the year Next gives a prerendered page, so
   * the address of a ruling published tomorrow is not a 404 for a year.
   */
  notFound: "public, max-age=0, s-maxage=300",
  /** Answers that depend on the request, the session or the moment (errors, health, redirects after a post). */
  noStore: "no-store",
  /** Staff data: never kept, and never by a shared cache even if one ignores no-store. */
  privateNoStore: "private, no-store",
} as const;
