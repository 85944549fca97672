import { afterEach, describe, expect, it, vi } from "vitest";
import { requireBuildSiteUrl, siteUrlMismatch } from "@/lib/site-url-check";

describe("one SITE_URL for build and run", () => {
  afterEach(() => vi.restoreAllMocks());

  it("accepts the build's origin, or none at run time", () => {
    expect(siteUrlMismatch({ SITE_URL: "https://ccip.example" }, "https://ccip.example")).toBeUndefined();
    expect(siteUrlMismatch({ SITE_URL: "https://ccip.example/" }, "https://ccip.example")).toBeUndefined();
    expect(siteUrlMismatch({}, "https://ccip.example")).toBeUndefined();
    // A build without SITE_URL made its pages for the development host.
    expect(siteUrlMismatch({ SITE_URL: "http://localhost:3000" }, "")).toBeUndefined();
  });

  it("refuses another origin, naming both", () => {
    const reason = siteUrlMismatch({ SITE_URL: "https://other.example" }, "https://ccip.example");
    expect(reason).toContain("https://other.example");
    expect(reason).toContain("https://ccip.example");
    expect(siteUrlMismatch({ SITE_URL: "https://ccip.example" }, "")).toContain("no SITE_URL at build");
    expect(siteUrlMismatch({ SITE_URL: "not a url" }, "https://ccip.example")).toBeDefined();
  });

  it("has nothing to compare in code Next did not build", () => {
    expect(siteUrlMismatch({ SITE_URL: "https://other.example" }, undefined)).toBeUndefined();
  });

  it("ends the process on a mismatch, and fills in the build's origin when SITE_URL is unset", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    vi.spyOn(console, "error").mockImplementation(() => {});
    // (process.exit is stubbed here, so the call goes on to throw, as it does on a Worker.)
    expect(() => requireBuildSiteUrl({ SITE_URL: "https://other.example" }, "https://ccip.example")).toThrow(
      /other\.example/,
    );
    expect(exit).toHaveBeenCalledWith(1);
    const env: Record<string, string | undefined> = {};
    requireBuildSiteUrl(env, "https://ccip.example");
    expect(env.SITE_URL).toBe("https://ccip.example");
  });
});
