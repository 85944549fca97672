import { spawn, execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { readPair } from "@/deploy/nginx/pair.mjs";
import { rawLine, rawRequest, type RawResponse } from "../support/raw-http";
import { staffURL } from "../support/staff-servers";

/**
 * Bad input against the production build: over-long and malformed paths and queries, invalid
 * UTF-8 and percent-encoding, path traversal, header injection, huge and malformed JSON to every POST endpoint,
 * wrong methods on every route handler, unknown locales. Each answers 4xx (JSON for /api/*, the localized 404 page
 * for pages), never 5xx, and the server keeps serving. Sent over a raw socket (tests/support/raw-http.ts): a normal
 * client would fix up or refuse most of these requests before they left.
 *
 * Known findings are `known`: they run and are expected to fail (Playwright reports when one starts passing).
 */
/*
 * Through nginx (deploy/nginx), a path nginx cannot decode or that climbs above the root (%ZZ, %00, /../) is refused
 * with its own 400 before Next.js sees it; the others reach the site and get its localized 404 page.
 */
type Expect = "json" | "page-th" | "page-en" | "400" | "405" | "none";
type Case = {
  name: string;
  method?: string;
  target: string | Buffer;
  headers?: string[];
  body?: string | Buffer;
  expect: Expect;
  /** The exact status, where the kind of refusal matters (400, 403, 405, 413, 415). */
  status?: number;
  /**
   * Over nginx's body limit (client_max_body_size, deploy/nginx/ccip/http.conf): it answers 413 at once, stops
   * reading, and closes the connection a moment later while the client may still be writing. A reset that comes
   * before the answer is read drops it, so a reset with no answer counts as refused too.
   */
  closes?: boolean;
  known?: string;
};

const long = (n: number, c = "a") => c.repeat(n);
const json = ["Content-Type: application/json"];
const withBody = (body: string, extra: string[] = json) => ({
  headers: [...extra, `Content-Length: ${Buffer.byteLength(body)}`],
  body,
});
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const validFeedback = JSON.stringify({ path: "/FAQ", locale: "th", useful: true });
const multipart = "multipart/form-data; boundary=XX";
const completeForm = '--XX\r\nContent-Disposition: form-data; name="locale"\r\n\r\nth\r\n--XX--\r\n';
const chunked = (body: string, size = 1000) =>
  [...Array(Math.ceil(body.length / size)).keys()]
    .map((i) => body.slice(i * size, (i + 1) * size))
    .map((c) => `${c.length.toString(16)}\r\n${c}\r\n`)
    .join("") + "0\r\n\r\n";
const PDF = "/api/file/pdf/document/appeal-form-credit-information-protection-committee.pdf";

const cases: Case[] = [
  // Over-long and malformed paths
  { name: "5000-character path", target: `/${long(5000)}`, expect: "page-th" },
  { name: "5000-character English path", target: `/en/${long(5000)}`, expect: "page-en" },
  { name: "path over the 16 KB header limit", target: `/${long(20_000)}`, expect: "none" },
  { name: "deeply nested path", target: `/${"a/".repeat(500)}a`, expect: "page-th" },
  { name: "path with a matrix parameter", target: "/Law/act;x=1", expect: "page-th" },
  { name: "registry page with an extra segment", target: "/Law/act/extra", expect: "page-th" },
  { name: "helper with a trailing segment", target: "/Public/Appealprocess/Helper/x", expect: "page-th" },
  { name: "English page with an extra segment", target: "/en/FAQ/x/y", expect: "page-en" },
  // Invalid UTF-8 and percent-encoding
  { name: "bad percent escape %ZZ", target: "/%ZZ", expect: "400" },
  { name: "bad percent escape in an English path", target: "/en/%ZZ", expect: "400" },
  { name: "lone percent sign", target: "/Law/%", expect: "400" },
  { name: "truncated UTF-8 sequence", target: "/%E0%B8", expect: "page-th" },
  { name: "overlong UTF-8 slash", target: "/%C0%AF", expect: "page-th" },
  { name: "UTF-16 surrogate as UTF-8", target: "/%ED%A0%80", expect: "page-th" },
  { name: "bytes FF FE escaped", target: "/%FF%FE", expect: "page-th" },
  { name: "raw invalid UTF-8 bytes in the path", target: Buffer.from([0x2f, 0xff, 0xfe]), expect: "none" },
  { name: "raw Thai bytes cut mid-character", target: Buffer.from([0x2f, 0xe0, 0xb8]), expect: "none" },
  { name: "NUL byte escaped", target: "/%00", expect: "400" },
  { name: "NUL inside a registry path", target: "/Law%00act", expect: "400" },
  { name: "control character in the path", target: "/Law/act%0D%0ASet-Cookie:%20x=1", expect: "page-th" },
  // Path traversal
  { name: "dot-dot traversal", target: "/../../etc/passwd", expect: "400" },
  { name: "encoded dot-dot traversal", target: "/%2e%2e/%2e%2e/etc/passwd", expect: "400" },
  { name: "encoded slash traversal", target: "/..%2f..%2f..%2fpackage.json", expect: "400" },
  { name: "backslash traversal", target: "/..%5c..%5cpackage.json", expect: "page-th" },
  { name: "traversal in the English tree", target: "/en/../../../etc/passwd", expect: "400" },
  { name: "traversal out of static chunks", target: "/_next/static/..%2f..%2fpackage.json", expect: "none" },
  { name: "raw traversal out of static chunks", target: "/_next/static/chunks/../../../package.json", expect: "none" },
  { name: "traversal into the build folder", target: "/_next/../.env", expect: "page-th" },
  { name: "a .php probe", target: "/wp-login.php", expect: "page-th" },
  { name: "an old .html address", target: "/index.html", expect: "page-th" },
  { name: "an English path with a dot", target: "/en/Law/act.pdf", expect: "page-en" },
  { name: "robots.txt under the English prefix", target: "/en/robots.txt", expect: "page-en" },
  // Shaped like a collection's item or list view, with none there: the localized page too, not Next's root 404.
  { name: "unknown item of a collection", target: "/Law/Notification/no-such-item", expect: "page-th" },
  { name: "unknown item of a collection in English", target: "/en/Law/Notification/no-such-item", expect: "page-en" },
  { name: "list page past the last", target: "/en/Member/Diagnosis/page/99", expect: "page-en" },
  { name: "list year with no items", target: "/Law/Notification/year/1999", expect: "page-th" },
  { name: "traversal in a social card", target: "/api/og/th/..%2f..%2f..%2fpackage.json", expect: "json" },
  { name: "traversal in the legacy file API", target: "/api/file/json/..%2f..%2f..%2fpackage.json", expect: "json" },
  // Unknown locales
  { name: "unknown locale /fr", target: "/fr", expect: "page-th" },
  { name: "unknown locale with a registry path", target: "/fr/Law/act", expect: "page-th" },
  { name: "region locale /en-US", target: "/en-US", expect: "page-th" },
  { name: "upper-case locale /EN", target: "/EN/Law/act", expect: "page-th" },
  { name: "region locale /th-TH", target: "/th-TH/FAQ", expect: "page-th" },
  { name: "unknown locale feed", target: "/fr/feed.xml", expect: "page-th" },
  { name: "unknown locale social card", target: "/api/og/fr", expect: "json" },
  { name: "search API with an unknown locale", target: "/api/search?q=credit&locale=fr", expect: "json" },
  { name: "legacy list with an unknown locale", target: "/api/file/json/search.json?locale=de", expect: "json" },
  // Malformed and over-long queries
  { name: "search API without q", target: "/api/search", expect: "json" },
  { name: "search API with an empty q", target: "/api/search?q=", expect: "json" },
  { name: "search API with only spaces", target: "/api/search?q=%20%20%20", expect: "json" },
  { name: "search API with only a zero-width space", target: "/api/search?q=%E2%80%8B", expect: "json" },
  { name: "search API with 101 characters", target: `/api/search?q=${long(101)}`, expect: "json" },
  { name: "search API with 8000 characters", target: `/api/search?q=${long(8000)}`, expect: "json" },
  { name: "search API with a NUL", target: "/api/search?q=a%00b", expect: "json" },
  { name: "search API with an escape character", target: "/api/search?q=a%1Bb", expect: "json" },
  { name: "search API with a right-to-left override", target: "/api/search?q=%E2%80%AE", expect: "json" },
  { name: "search API with q twice", target: "/api/search?q=a&q=b", expect: "json" },
  { name: "search API with an unknown parameter", target: "/api/search?q=a&debug=1", expect: "json" },
  { name: "search API with q[]", target: "/api/search?q[]=a", expect: "json" },
  { name: "search API limit 0", target: "/api/search?q=a&limit=0", expect: "json" },
  { name: "search API limit not a number", target: "/api/search?q=a&limit=abc", expect: "json" },
  { name: "search API limit huge", target: "/api/search?q=a&limit=99999999999", expect: "json" },
  { name: "search API negative limit", target: "/api/search?q=a&limit=-1", expect: "json" },
  {
    name: "results page with an over-long query",
    target: `/search?q=${encodeURIComponent(long(1000, "ก"))}`,
    expect: "400",
  },
  { name: "English results page with an over-long query", target: `/en/search?q=${long(5000)}`, expect: "400" },
  { name: "query string over the 16 KB header limit", target: `/?q=${long(20_000)}`, expect: "none" },
  // Header injection and malformed headers
  { name: "CR inside a header value", target: "/", headers: ["X-Test: a\rb"], expect: "none" },
  { name: "NUL inside a header value", target: "/", headers: ["X-Test: a\u0000b"], expect: "none" },
  { name: "header name with a space", target: "/", headers: ["X Test: 1"], expect: "none" },
  { name: "cookie header over 16 KB", target: "/", headers: [`Cookie: ${long(20_000)}`], expect: "none" },
  {
    name: "Content-Length not a number",
    method: "POST",
    target: "/api/feedback",
    headers: ["Content-Length: abc"],
    expect: "none",
  },
  {
    name: "Content-Length with Transfer-Encoding (smuggling)",
    method: "POST",
    target: "/api/feedback",
    headers: ["Content-Length: 5", "Transfer-Encoding: chunked"],
    body: "0\r\n\r\n",
    expect: "none",
  },
  {
    name: "two different Content-Lengths",
    method: "POST",
    target: "/api/feedback",
    headers: ["Content-Length: 2", "Content-Length: 3"],
    body: "{}",
    expect: "none",
  },
  {
    name: "feedback from another site",
    method: "POST",
    target: "/api/feedback",
    ...withBody(validFeedback, [...json, "Sec-Fetch-Site: cross-site"]),
    expect: "json",
  },
  // Huge and malformed JSON to every POST endpoint
  { name: "feedback with no body", method: "POST", target: "/api/feedback", ...withBody(""), expect: "json" },
  {
    name: "feedback with truncated JSON",
    method: "POST",
    target: "/api/feedback",
    ...withBody('{"path":'),
    expect: "json",
  },
  {
    name: "feedback with a JSON array",
    method: "POST",
    target: "/api/feedback",
    ...withBody("[1,2,3]"),
    expect: "json",
  },
  {
    name: "feedback with a JSON string",
    method: "POST",
    target: "/api/feedback",
    ...withBody('"useful"'),
    expect: "json",
  },
  { name: "feedback with JSON null", method: "POST", target: "/api/feedback", ...withBody("null"), expect: "json" },
  {
    name: "feedback with wrong types",
    method: "POST",
    target: "/api/feedback",
    ...withBody('{"path":1,"locale":true,"useful":"yes"}'),
    expect: "json",
  },
  {
    name: "feedback with an unknown key",
    method: "POST",
    target: "/api/feedback",
    ...withBody('{"path":"/FAQ","locale":"th","useful":true,"email":"a@b.c"}'),
    expect: "json",
  },
  {
    name: "feedback with __proto__",
    method: "POST",
    target: "/api/feedback",
    ...withBody('{"__proto__":{"admin":true},"path":"/FAQ","locale":"th","useful":true}'),
    expect: "json",
  },
  {
    name: "feedback for an unknown page",
    method: "POST",
    target: "/api/feedback",
    ...withBody('{"path":"/etc/passwd","locale":"th","useful":true}'),
    expect: "json",
  },
  {
    name: "feedback with an unknown locale",
    method: "POST",
    target: "/api/feedback",
    ...withBody('{"path":"/FAQ","locale":"fr","useful":true}'),
    expect: "json",
  },
  {
    name: "feedback with a 100 000-character path",
    method: "POST",
    target: "/api/feedback",
    ...withBody(JSON.stringify({ path: long(100_000), locale: "th", useful: true })),
    expect: "json",
  },
  {
    name: "feedback with 100 000 nested arrays",
    method: "POST",
    target: "/api/feedback",
    ...withBody(nested(100_000)),
    expect: "json",
  },
  {
    name: "feedback with a 5 MB body",
    method: "POST",
    target: "/api/feedback",
    ...withBody(JSON.stringify({ path: "/FAQ", locale: "th", useful: true, pad: long(5_000_000) })),
    expect: "json",
    status: 413,
    closes: true,
  },
  {
    name: "feedback with invalid UTF-8 in JSON",
    method: "POST",
    target: "/api/feedback",
    headers: [...json, "Content-Length: 9"],
    body: Buffer.from([0x7b, 0x22, 0x70, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    expect: "json",
  },
  {
    name: "feedback as a form from another origin",
    method: "POST",
    target: "/api/feedback",
    ...withBody("path=/FAQ&locale=th&useful=yes", [
      "Content-Type: application/x-www-form-urlencoded",
      "Origin: https://evil.example",
    ]),
    expect: "json",
    status: 403,
  },
  {
    name: "auth sign-in POST with junk JSON",
    method: "POST",
    target: "/api/auth/signin/microsoft-entra-id",
    ...withBody("{junk"),
    expect: "json",
  },
  {
    name: "auth callback POST with a 1 MB body",
    method: "POST",
    target: "/api/auth/callback/microsoft-entra-id",
    ...withBody(long(1_000_000), ["Content-Type: application/x-www-form-urlencoded"]),
    expect: "json",
  },
  {
    name: "auth with a traversal action",
    method: "POST",
    target: "/api/auth/..%2f..%2fsignout",
    ...withBody("{}"),
    expect: "json",
  },
  // Wrong methods on every route handler
  ...["POST", "PUT", "DELETE", "PATCH"].map((method): Case => ({
    name: `${method} /api/search`,
    method,
    target: "/api/search?q=a",
    expect: "405",
  })),
  ...["GET", "PUT", "DELETE", "PATCH"].map((method): Case => ({
    name: `${method} /api/feedback`,
    method,
    target: "/api/feedback",
    expect: "405",
  })),
  { name: "POST /api/health", method: "POST", target: "/api/health", expect: "405" },
  { name: "POST /api/appeal-calendar", method: "POST", target: "/api/appeal-calendar", expect: "405" },
  { name: "DELETE /api/health", method: "DELETE", target: "/api/health", expect: "405" },
  { name: "POST /api/health/ready", method: "POST", target: "/api/health/ready", expect: "405" },
  { name: "POST /api/file/json/search.json", method: "POST", target: "/api/file/json/search.json", expect: "405" },
  { name: "PUT /api/auth/session", method: "PUT", target: "/api/auth/session", expect: "405" },
  { name: "DELETE /api/auth/session", method: "DELETE", target: "/api/auth/session", expect: "405" },
  { name: "POST /api/og (a prerendered card)", method: "POST", target: "/api/og/th", expect: "405" },
  { name: "POST /api/feedback/counts", method: "POST", target: "/api/feedback/counts", expect: "405" },
  { name: "PUT /api/staff/sign-out", method: "PUT", target: "/api/staff/sign-out", expect: "405" },
  { name: "POST /feed.xml", method: "POST", target: "/feed.xml", expect: "405" },
  { name: "PUT /en/feed.xml", method: "PUT", target: "/en/feed.xml", expect: "405" },
  { name: "POST on a page", method: "POST", target: "/Law/act", ...withBody("{}"), expect: "405" },
  { name: "DELETE on an English page", method: "DELETE", target: "/en/FAQ", expect: "405" },
  { name: "unknown API path", target: "/api/nope", expect: "json" },
  { name: "405 from an API route says why, in JSON", method: "PUT", target: "/api/search?q=a", expect: "json" },
  { name: "405 from the feedback API says why, in JSON", method: "GET", target: "/api/feedback", expect: "json" },
  { name: "bare /api", target: "/api", expect: "json" },
  // Malformed percent-encoding under /api, /_next and /staff (Next alone answered 500)
  { name: "bad escape under /api", target: "/api/%ZZ", expect: "json", status: 400 },
  { name: "truncated UTF-8 under /api", target: "/api/search%E0%B8?q=a", expect: "json", status: 400 },
  { name: "bad escape under /_next", target: "/_next/%ZZ", expect: "400" },
  { name: "truncated UTF-8 under /_next/static", target: "/_next/static/%E0%B8", expect: "400" },
  { name: "bad escape under /staff", target: "/staff/%ZZ", expect: "400" },
  { name: "truncated UTF-8 under /en/staff", target: "/en/staff/%E0%B8", expect: "page-en" },
  // Other methods on files served by name (Next alone answered 500)
  ...["POST", "PUT", "DELETE"].flatMap((method) =>
    ["/icon.svg", "/framework-boot.js", PDF].map((target): Case => ({
      name: `${method} ${target.slice(0, 40)}`,
      method,
      target,
      expect: "405",
    })),
  ),
  { name: "405 on a PDF is JSON like its API", method: "POST", target: PDF, expect: "json", status: 405 },
  // Server-action requests: the site has none (its forms post to /api/staff/*), so pages refuse every one with a
  // 405 before Next decodes it (a foreign Origin or malformed arguments made Next answer 500), body unread.
  {
    name: "server action with a text body",
    method: "POST",
    target: "/",
    ...withBody('["$K1"]', ["Next-Action: 7f" + "0".repeat(40), "Content-Type: text/plain;charset=UTF-8"]),
    expect: "405",
  },
  {
    name: "server action with JSON",
    method: "POST",
    target: "/en/FAQ",
    ...withBody("{", ["Next-Action: abc", ...json]),
    expect: "405",
  },
  {
    name: "server action with a truncated form",
    method: "POST",
    target: "/",
    ...withBody(completeForm.slice(0, 50), ["Next-Action: abc", `Content-Type: ${multipart}`]),
    expect: "405",
  },
  {
    name: "server action from a foreign Origin",
    method: "POST",
    target: "/staff/sign-in",
    ...withBody(completeForm, [
      "Next-Action: 7f" + "0".repeat(40),
      `Content-Type: ${multipart}`,
      "Origin: https://evil.example",
    ]),
    expect: "405",
  },
  {
    name: "server action with malformed arguments",
    method: "POST",
    target: "/en/staff",
    ...withBody('--XX\r\nContent-Disposition: form-data; name="1_$ACTION_REF_1"\r\n\r\n{"x":\r\n--XX--\r\n', [
      "Next-Action: " + "a".repeat(42),
      `Content-Type: ${multipart}`,
    ]),
    expect: "405",
  },
  {
    name: "staff form without JavaScript, truncated, posted to a page",
    method: "POST",
    target: "/staff/sign-in",
    ...withBody(completeForm.slice(0, 50), [`Content-Type: ${multipart}`]),
    expect: "405",
  },
  {
    name: "server action with a 1 MB form",
    method: "POST",
    target: "/staff/sign-in",
    ...withBody(completeForm + long(1_000_000), [`Content-Type: ${multipart}`]),
    expect: "405",
  },
  {
    name: "server action with a chunked 100 KB form",
    method: "POST",
    target: "/",
    headers: ["Next-Action: abc", `Content-Type: ${multipart}`, "Transfer-Encoding: chunked"],
    body: chunked(long(100_000)),
    expect: "405",
  },
  {
    name: "server action with no body",
    method: "POST",
    target: "/",
    headers: ["Next-Action: abc", `Content-Type: ${multipart}`, "Content-Length: 0"],
    expect: "405",
  },
  // The staff forms' route handlers: their own methods, bodies and origins.
  { name: "GET /api/staff/sign-in", target: "/api/staff/sign-in", expect: "json", status: 405 },
  { name: "GET /api/staff/sign-out", target: "/api/staff/sign-out", expect: "json", status: 405 },
  { name: "PUT /api/staff/sign-in", method: "PUT", target: "/api/staff/sign-in", expect: "405" },
  { name: "DELETE /api/staff/sign-out", method: "DELETE", target: "/api/staff/sign-out", expect: "405" },
  {
    name: "sign-in form from a foreign Origin",
    method: "POST",
    target: "/api/staff/sign-in",
    ...withBody("locale=th", ["Content-Type: application/x-www-form-urlencoded", "Origin: https://evil.example"]),
    expect: "json",
    status: 403,
  },
  {
    name: "sign-in form with a Next-Action header and a malformed body",
    method: "POST",
    target: "/api/staff/sign-in",
    ...withBody("locale=th&loginHint=%3Cscript%3E", [
      "Next-Action: abc",
      "Content-Type: application/x-www-form-urlencoded",
    ]),
    expect: "json",
    status: 400,
  },
  {
    name: "sign-out form over the limit",
    method: "POST",
    target: "/api/staff/sign-out",
    ...withBody(`locale=th&from=${long(5000)}`, ["Content-Type: application/x-www-form-urlencoded"]),
    expect: "json",
    status: 413,
  },
  // Feedback takes only its own content types, from this site, in a few KiB
  {
    name: "feedback from another origin",
    method: "POST",
    target: "/api/feedback",
    ...withBody(validFeedback, [...json, "Origin: https://evil.example"]),
    expect: "json",
    status: 403,
  },
  {
    name: "feedback from a null origin",
    method: "POST",
    target: "/api/feedback",
    ...withBody(validFeedback, [...json, "Origin: null"]),
    expect: "json",
    status: 403,
  },
  {
    name: "feedback as text/plain",
    method: "POST",
    target: "/api/feedback",
    ...withBody(validFeedback, ["Content-Type: text/plain"]),
    expect: "json",
    status: 415,
  },
  {
    name: "feedback as multipart",
    method: "POST",
    target: "/api/feedback",
    ...withBody(completeForm, [`Content-Type: ${multipart}`]),
    expect: "json",
    status: 415,
  },
  {
    name: "feedback over the limit by Content-Length",
    method: "POST",
    target: "/api/feedback",
    ...withBody(long(10_000)),
    expect: "json",
    status: 413,
  },
  {
    name: "feedback over the limit while streaming",
    method: "POST",
    target: "/api/feedback",
    headers: [...json, "Transfer-Encoding: chunked"],
    body: chunked(long(10_000)),
    expect: "json",
    status: 413,
  },
  // TRACE is refused by nginx before Next.js sees it (deploy/nginx/ccip/public.conf): Next would answer 500.
  ...["/", "/api/search?q=a", "/api/feedback"].map((target): Case => ({
    name: `TRACE ${target}`,
    method: "TRACE",
    target,
    expect: "405",
  })),
  { name: "TRACE answers JSON", method: "TRACE", target: "/FAQ", expect: "json" },
];

const HTML_LANG = { "page-th": 'lang="th"', "page-en": 'lang="en"' } as const;

function check(c: Case, r: RawResponse) {
  expect(r.status, `${c.name}: never 5xx`).toBeLessThan(500);
  expect(r.status, `${c.name}: a 4xx`).toBeGreaterThanOrEqual(400);
  if (c.status) expect(r.status, `${c.name}: status`).toBe(c.status);
  if (c.expect === "405") expect(r.status, `${c.name}: method not allowed`).toBe(405);
  if (c.expect === "400") expect(r.status, `${c.name}: bad request`).toBe(400);
  if (c.expect === "json") expect(r.headers["content-type"] ?? "", `${c.name}: JSON`).toContain("application/json");
  if (c.expect === "page-th" || c.expect === "page-en") {
    expect(r.status, `${c.name}: not found`).toBe(404);
    expect(r.headers["content-type"] ?? "").toContain("text/html");
    expect(r.body, `${c.name}: the localized page`).toContain(HTML_LANG[c.expect]);
    // The site's page (header, search, main), not Next's one root 404 document, which has no <main>.
    expect(r.body, `${c.name}: the site's 404 page`).toContain("<main");
  }
  // Nothing of the request comes back as markup.
  expect(r.body).not.toContain("<script>alert");
}

test.describe("bad input answers 4xx, never 5xx", () => {
  for (const c of cases) {
    test(c.name, async ({ baseURL }) => {
      test.fail(Boolean(c.known), c.known);
      const port = Number(new URL(baseURL!).port);
      const response = await rawRequest(port, rawLine(c.method ?? "GET", c.target, c.headers, c.body)).catch(
        (error: NodeJS.ErrnoException) => {
          if (c.closes && (error.code === "EPIPE" || error.code === "ECONNRESET")) return "closed" as const;
          throw error;
        },
      );
      // The server keeps serving: a normal page right after, whatever the bad request did.
      const after = await rawRequest(port, rawLine("GET", "/en/FAQ"));
      expect(after.status, "the server still serves pages").toBe(200);
      if (response !== "closed") check(c, response);
    });
  }

  test("the server still serves pages and search after every case", async ({ request }) => {
    for (const path of ["/", "/en", "/Law/act", "/en/search?q=appeal"])
      expect((await request.get(path)).status(), path).toBe(200);
    const search = await request.get("/api/search?q=credit&locale=en", {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(search.status()).toBe(200);
    expect((await search.json()).results.length).toBeGreaterThan(0);
  });

  test("a forged forwarded host never makes a redirect leave the site", async ({ baseURL }) => {
    const r = await rawRequest(
      Number(new URL(baseURL!).port),
      rawLine("GET", "/th/Law/act", ["X-Forwarded-Host: evil.example"]),
    );
    expect(r.status).toBe(308);
    expect(r.headers.location ?? "").not.toContain("evil.example");
  });
});

/** Each route handler of app/: the URLs it answers and the methods it takes. */
function routeHandlers() {
  const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((f) => /(^|\/)route\.tsx?$/.test(f));
  return files.map((file) => {
    const pattern = file
      .replace(/(^|\/)route\.tsx?$/, "")
      .split("/")
      .filter((part) => part && !/^\(.*\)$/.test(part))
      .map((part) =>
        part === "[locale]"
          ? "/(?:th|en)"
          : part.startsWith("[[...")
            ? "(?:/.*)?"
            : part.startsWith("[...")
              ? "/.+"
              : part.startsWith("[")
                ? "/[^/]+"
                : `/${part.replace(/\./g, "\\.")}`,
      )
      .join("");
    const source = readFileSync(`app/${file}`, "utf8");
    // Methods it takes: its own handlers, and re-exports other than lib/http's `refuse` (a 405 by design).
    const takes = new Set([
      ...[...source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+([A-Z]+)\b/g)].map((m) => m[1]),
      ...[...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
        m[1]
          .split(",")
          .map((name) => name.trim().split(/\s+as\s+/))
          .flatMap(([local, as]) => (local === "refuse" ? [] : [as ?? local])),
      ),
    ]);
    return { file, url: new RegExp(`^${pattern || "/"}$`), takes };
  });
}

test("every route handler has a bad-input case for a method it does not take", () => {
  const missing = routeHandlers().flatMap(({ file, url, takes }) => {
    const wrong = ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((method) => !takes.has(method));
    // A handler that takes every method (the /api catch-all) has no wrong method: its cases are "unknown API path".
    if (wrong.length === 0) return [];
    const covered = cases.some(
      (c) =>
        typeof c.target === "string" &&
        wrong.includes(c.method ?? "GET") &&
        url.test(c.target.split("?")[0]) &&
        (c.expect === "405" || c.status === 405),
    );
    return covered ? [] : [`${file} (try ${wrong.join("/")})`];
  });
  expect(missing, "route handlers without a wrong-method case").toEqual([]);
});

/*
 * Limits a client cannot dodge by what it claims (docs/security.md, "Limits"). The staff server
 * (tests/support/staff-servers.ts) runs with the default TRUSTED_PROXY_HOPS=0: the client is the socket address,
 * whatever X-Forwarded-For says. (The main test server trusts one hop, because the other specs play the proxy and
 * name their clients in the header.)
 */
test.describe("limits that cannot be dodged", () => {
  test.describe.configure({ mode: "serial" });

  // 60 per 10 s, one budget for the API and the page (counted in the middleware); a window may turn over once
  // during a loop.
  async function searchUntilLimited(get: (n: number) => Promise<{ status(): number }>) {
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 130) status = (await get(sent++)).status();
    return { status, sent };
  }

  test("a rotated X-Forwarded-For is still limited, on the search API and on the results page", async ({ request }) => {
    const api = await searchUntilLimited((n) =>
      request.get(`${staffURL}/api/search?q=credit${n}`, { headers: { "X-Forwarded-For": `198.51.100.${n % 250}` } }),
    );
    expect(api.status, `API limited after ${api.sent} searches from "different" addresses`).toBe(429);
    const pages = await searchUntilLimited((n) =>
      request.get(`${staffURL}/en/search?q=appeal${n}`, { headers: { "X-Forwarded-For": `192.0.2.${n % 250}` } }),
    );
    expect(pages.status, `results page limited after ${pages.sent} searches`).toBe(429);
    const page = await request.get(`${staffURL}/en/search?q=appeal`, { headers: { "X-Forwarded-For": "192.0.2.77" } });
    expect(page.status(), "the results page is limited").toBe(429);
    expect(page.headers()["retry-after"]).toBeTruthy();
    const html = await page.text();
    expect(html).toContain('lang="en"');
    expect(html).toContain("Too many searches");
    expect(html, "no results were searched for").not.toContain('class="search-result');
  });

  test("a 50 MB body is refused without the server growing by more than 10 MB", async () => {
    const port = Number(new URL(staffURL).port);
    const pid = nextPid(port);
    const before = rssMiB(pid);
    for (const declared of [true, false]) {
      const answer = await postLarge(port, "/api/feedback", 50 * 1024 * 1024, declared);
      expect([413, "closed"], `declared length: ${declared}`).toContain(answer);
    }
    expect(rssMiB(pid) - before, "MiB grown").toBeLessThan(10);
    expect((await rawRequest(port, rawLine("GET", "/"))).status, "the home page still answers").toBe(200);
  });

  test("a 50 MB server-action body is refused without the server growing by more than 10 MB", async () => {
    // Next reads a page request's body to the end for its middleware copy; nginx's limit stops that at 1 MiB
    // (client_max_body_size). Without it, this post grew the server by about 50 MB.
    const port = Number(new URL(staffURL).port);
    const pid = nextPid(port);
    const before = rssMiB(pid);
    for (const declared of [true, false]) {
      const answer = await postLarge(port, "/staff/sign-in", 50 * 1024 * 1024, declared, multipart);
      expect([413, "closed"], `declared length: ${declared}`).toContain(answer);
    }
    expect(rssMiB(pid) - before, "MiB grown").toBeLessThan(10);
    expect((await rawRequest(port, rawLine("GET", "/"))).status, "the home page still answers").toBe(200);
  });

  test("the feedback form without JavaScript still posts and lands on the thank-you page", async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    const form = "path=%2FFAQ&locale=en&useful=yes";
    const r = await rawRequest(
      port,
      rawLine(
        "POST",
        "/api/feedback",
        [
          // As a browser on the site's page sends it: Host and Origin name the same host and port.
          `Host: ${new URL(baseURL!).host}`,
          "Content-Type: application/x-www-form-urlencoded",
          `Origin: ${baseURL}`,
          "X-Forwarded-For: 192.0.2.200",
          `Content-Length: ${form.length}`,
        ],
        form,
      ),
    );
    expect(r.status).toBe(303);
    expect(r.headers.location).toMatch(/^\/en\//);
  });

  test("cached pages do not reflect X-Forwarded-Host (no Link header from the request)", async ({ baseURL }) => {
    const r = await rawRequest(
      Number(new URL(baseURL!).port),
      rawLine("GET", "/Law/act", ["X-Forwarded-Host: evil.example"]),
    );
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.headers)).not.toContain("evil.example");
    expect(r.body).not.toContain("evil.example");
  });
});

function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script]));
}

/** The `next start` process behind the nginx listening on `port`, as deploy/nginx/serve.mjs recorded it. */
function nextPid(port: number): number {
  const pair = readPair(port);
  if (!pair) throw new Error(`no nginx pair recorded for port ${port} (deploy/nginx/serve.mjs)`);
  return pair.nextPid;
}

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/**
 * Streams `size` bytes as the body (with or without Content-Length) and resolves with the status once answered.
 * Keep-alive, not Connection: close: the server then reads the rest and throws it away, instead of resetting a
 * socket with unread data (which can lose its answer on the way).
 */
/**
 * Posts `size` bytes and gives the status, or "closed" when the server closed the connection before its answer could be
 * read: a server refusing a body it will not read may answer 413 and reset the socket while the client is still
 * writing (EPIPE, ECONNRESET), and the reset can drop the answer. Either way the body was refused; the callers then
 * check the server's memory and that it still answers.
 */
function postLarge(
  port: number,
  path: string,
  size: number,
  declared: boolean,
  type = "application/json",
): Promise<number | "closed"> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers: Record<string, string | number> = { "Content-Type": type };
    if (declared) headers["Content-Length"] = size;
    const req = httpRequest({ host: "localhost", port, method: "POST", path, headers, agent: false }, (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode!);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === "EPIPE" || error.code === "ECONNRESET") resolve("closed");
      else reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < size && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

/*
 * A bare `next start` (no nginx in front), with sign-in configured but neither AUTH_URL nor AUTH_TRUST_HOST: Auth.js
 * used to refuse every request (500); AUTH_URL now defaults to SITE_URL's, which is the build's (a server given
 * another SITE_URL does not start: search.spec.ts).
 */
test.describe("a bare next start", () => {
  test("sign-in works without AUTH_URL; TRACE and `*` targets reach Next.js before any code of ours", async () => {
    test.setTimeout(90_000);
    const port = freePort();
    const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
      env: {
        ...process.env,
        SITE_URL: "",
        AUTH_URL: "",
        AUTH_TRUST_HOST: "",
        AUTH_SECRET: "e2e-only-secret-0123456789abcdef0123456789abcdef",
        AUTH_MICROSOFT_ENTRA_ID_ID: "bare",
        AUTH_MICROSOFT_ENTRA_ID_SECRET: "bare",
        AUTH_MICROSOFT_ENTRA_ID_ISSUER: "http://localhost:9/none",
      },
      stdio: "ignore",
    });
    try {
      const health = () =>
        rawRequest(port, rawLine("GET", "/api/health"), 1000).then(
          (r) => r.status,
          () => 0,
        );
      await expect.poll(health, { message: "the bare server started", timeout: 60_000 }).toBe(200);
      const providers = await rawRequest(port, rawLine("GET", "/api/auth/providers"));
      expect(providers.status).toBe(200);
      // The build's origin, as every prerendered page's og:url names it.
      const front = await rawRequest(port, rawLine("GET", "/"));
      const origin = new URL(/property="og:url" content="([^"]+)"/.exec(front.body)![1]).origin;
      expect(providers.body).toContain(`${origin}/api/auth/callback/microsoft-entra-id`);
      const staff = await rawRequest(port, rawLine("GET", "/staff"));
      expect(staff.status).toBe(307);
      expect(staff.headers.location).toContain("/staff/sign-in");
      // Next builds a WHATWG Request before any of our code (middleware included): the Fetch standard forbids TRACE,
      // and a `*` target is no URL. Only the proxy in front refuses them (docs/deployment.md); recorded here so a fix
      // in Next.js shows up.
      const trace = await rawRequest(port, rawLine("TRACE", "/"));
      expect([405, 500]).toContain(trace.status);
      const star = await rawRequest(port, rawLine("OPTIONS", "*"));
      expect([400, 500]).toContain(star.status);
      expect((await rawRequest(port, rawLine("GET", "/"))).status, "the home page still answers").toBe(200);
      // Without nginx in front, Next compresses with its own gzip (its `compress` setting, on unless NEXT_COMPRESS=0).
      const home = await rawRequest(port, rawLine("GET", "/", ["Accept-Encoding: gzip, deflate, br"]));
      expect(home.headers["content-encoding"], "Next's own compression").toBe("gzip");
    } finally {
      child.kill();
    }
  });
});

/*
 * Request lines that are not a request for a page of this site: nginx refuses them before Next.js parses them (on a
 * bare `next start`, Next answers `*` targets and TRACE with 500; see "a bare next start" below).
 */
const requestLineCases: Case[] = [
  ...["OPTIONS", "GET", "POST", "HEAD"].map((method): Case => ({
    name: `${method} * (an asterisk target)`,
    method,
    target: "*",
    expect: "400",
  })),
  { name: "absolute-URI request line to another host", target: "http://evil.example/", expect: "400" },
  { name: "absolute-URI request line to this site", target: "http://localhost/en/FAQ", expect: "400" },
  { name: "absolute-URI request line over https", target: "https://localhost/", expect: "400" },
  { name: "absolute-URI request line with another scheme", target: "ftp://localhost/x", expect: "400" },
  { name: "TRACK (refused like TRACE)", method: "TRACK", target: "/", expect: "405" },
  { name: "TRACK answers JSON", method: "TRACK", target: "/api/search?q=a", expect: "json", status: 405 },
  { name: "CONNECT", method: "CONNECT", target: "localhost:22", expect: "400" },
];

test.describe("request lines nginx refuses", () => {
  for (const c of requestLineCases) {
    test(c.name, async ({ baseURL }) => {
      const port = Number(new URL(baseURL!).port);
      const response = await rawRequest(port, rawLine(c.method ?? "GET", c.target, c.headers, c.body));
      check(c, response);
      expect(response.body, "no stack trace").not.toMatch(/at \w+ \(/);
      expect((await rawRequest(port, rawLine("GET", "/en/FAQ"))).status, "the server still serves pages").toBe(200);
    });
  }
});
