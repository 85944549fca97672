import { describe, expect, it } from "vitest";
import { frontRefusal } from "@/lib/http/front-refusals";

/*
 * What the front refuses before the app (lib/http/front-refusals.ts): the Worker's front answers with frontRefusal
 * itself; nginx takes the same rules as maps (tests/unit/nginx-generated.test.ts). Both deployments are checked end to
 * end: tests/e2e/bad-input.spec.ts (nginx) and tests/edge/limits.spec.ts (workerd).
 */
const request = (path: string, method = "GET") => new Request(`http://site.test${path}`, { method });

describe("malformed percent-encoding under /api and /_next", () => {
  it("answers malformed encoding under /api with the API's JSON 400", async () => {
    const response = frontRefusal(request("/api/%ZZ"));
    expect(response?.status).toBe(400);
    expect((await response?.json()).error.code).toBe("bad_path");
  });

  it("answers malformed encoding under /_next with the same JSON 400", async () => {
    const response = frontRefusal(request("/_next/%E0%B8"));
    expect(response?.status).toBe(400);
    expect((await response?.json()).error.code).toBe("bad_path");
  });

  it("leaves well-formed paths, and page paths (their 404 is localized), to the app", () => {
    for (const path of ["/api/search", "/_next/static/x.js", "/%E0%B8%81", "/%ZZ", "/en/%E0%B8"])
      expect(frontRefusal(request(path))).toBeUndefined();
  });
});

describe("files served by name answer GET and HEAD only", () => {
  it("lets a file through to GET and HEAD", () => {
    for (const method of ["GET", "HEAD"])
      for (const path of ["/robots.txt", "/icon.svg", "/api/og/th", "/api/file/pdf/document/a.pdf"])
        expect(frontRefusal(request(path, method)), `${method} ${path}`).toBeUndefined();
  });

  it("refuses other methods on files with a 405 naming GET and HEAD", async () => {
    const response = frontRefusal(request("/icon.svg", "POST"));
    expect(response?.status).toBe(405);
    expect(response?.headers.get("Allow")).toBe("GET, HEAD");
    expect(response?.headers.get("Content-Type")).toContain("application/json");
    expect((await response?.json()).error).toEqual({
      code: "method_not_allowed",
      message: "Files answer GET and HEAD only.",
    });
    for (const path of ["/feed.xml", "/en/feed.xml", "/sitemap.xml"])
      expect(frontRefusal(request(path, "PUT"))?.status, path).toBe(405);
  });

  it("refuses other methods on the API's files (cards, PDFs) with the API's JSON error", async () => {
    const response = frontRefusal(request("/api/og/th", "POST"));
    expect(response?.status).toBe(405);
    expect((await response?.json()).error.code).toBe("method_not_allowed");
    expect(frontRefusal(request("/api/file/pdf/document/a.pdf", "DELETE"))?.status).toBe(405);
  });

  it("leaves other API routes and pages to the app, any method: their own handlers and the middleware answer", () => {
    for (const path of ["/api/search", "/api/feedback", "/api/health", "/Law/act", "/wp-login.php", "/en/robots.txt"])
      expect(frontRefusal(request(path, "POST")), path).toBeUndefined();
  });
});
