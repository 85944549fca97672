/**
 * Owns the `Allow` lists: which methods each kind of endpoint answers, as the header a 405 must carry (RFC 9110
 * 15.5.6). Pages, files and read APIs answer GET and HEAD; feedback and sign-out take only a post; Auth.js's endpoints
 * take both. A refusal names one of these instead of spelling the list again, so the header cannot drift from what
 * the route serves; the type admits no other list.
 */
export const ALLOW = {
  read: "GET, HEAD",
  post: "POST",
  readAndPost: "GET, HEAD, POST",
} as const;

export type AllowList = (typeof ALLOW)[keyof typeof ALLOW];

/** GET and HEAD, the methods of ALLOW.read: what pages and files answer; anything else needs a reason to get through. */
export const isReadMethod = (method: string) => method === "GET" || method === "HEAD";
