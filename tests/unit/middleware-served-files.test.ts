import { readFileSync } from "node:fs";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { SERVED_FILES } from "@/lib/middleware/generated/served-files";
import { servedFiles } from "@/lib/middleware/served-files";
import { deriveServedFiles, servedFilesModule } from "@/scripts/middleware/derive-served-files";

const request = (path: string, method = "GET") => new NextRequest(`http://site.test${path}`, { method });

describe("the served-files list", () => {
  it("is derived from public/ and app/'s file routes", () => {
    const paths = deriveServedFiles(process.cwd());
    for (const path of [
      "/icon.svg",
      "/framework-boot.js",
      "/robots.txt",
      "/sitemap.xml",
      "/feed.xml",
      "/en/feed.xml",
    ]) {
      expect(paths).toContain(path);
    }
    // Not files of the site: they must reach the localized 404 page.
    for (const path of ["/wp-login.php", "/.env", "/index.html"]) expect(paths).not.toContain(path);
    // The API is judged by its routes, and its files by the front (lib/http/front-refusals.ts).
    expect(paths.some((path) => path.startsWith("/api/"))).toBe(false);
  });

  it("is up to date in lib/middleware/generated (run: npx tsx scripts/middleware/served-files.ts)", () => {
    const written = readFileSync("lib/middleware/generated/served-files.ts", "utf8");
    expect(written).toBe(servedFilesModule(deriveServedFiles(process.cwd())));
    expect(SERVED_FILES.has("/robots.txt")).toBe(true);
  });
});

describe("servedFiles step", () => {
  it("lets a file through to GET and HEAD, without page routing", () => {
    for (const method of ["GET", "HEAD"]) {
      const response = servedFiles(request("/robots.txt", method));
      expect(response?.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("lets other API routes through to their own handlers, any method", () => {
    expect(servedFiles(request("/api/search", "POST"))?.headers.get("x-middleware-next")).toBe("1");
  });

  it("passes pages and unknown dotted paths on", () => {
    for (const path of ["/", "/Law/act", "/wp-login.php", "/.env", "/en/robots.txt"])
      expect(servedFiles(request(path))).toBeUndefined();
  });
});
