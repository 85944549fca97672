import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { refuseBadPaths } from "@/lib/middleware/refuse-bad-paths";

const request = (path: string) => new NextRequest(`http://site.test${path}`);

describe("refuseBadPaths step", () => {
  it("answers malformed encoding under /api with the API's JSON 400", async () => {
    const response = refuseBadPaths(request("/api/%ZZ"));
    expect(response?.status).toBe(400);
    expect((await response?.json()).error.code).toBe("bad_path");
  });

  it("answers malformed encoding under /_next with the same JSON 400", async () => {
    const response = refuseBadPaths(request("/_next/%E0%B8"));
    expect(response?.status).toBe(400);
    expect((await response?.json()).error.code).toBe("bad_path");
  });

  it("leaves well-formed paths, and page paths (their 404 is localized), to later steps", () => {
    for (const path of ["/api/search", "/_next/static/x.js", "/%E0%B8%81", "/%ZZ", "/en/%E0%B8"])
      expect(refuseBadPaths(request(path))).toBeUndefined();
  });
});
