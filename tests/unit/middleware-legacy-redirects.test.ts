import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { legacyRedirects } from "@/lib/middleware/legacy-redirects";

const redirect = (path: string) => {
  const response = legacyRedirects(new NextRequest(`http://site.test${path}`));
  return response && { status: response.status, location: response.headers.get("location") };
};

describe("legacyRedirects step", () => {
  it("drops the default language's prefix", () => {
    expect(redirect("/th")).toEqual({ status: 308, location: "http://site.test/" });
    expect(redirect("/th/Law/act?x=1")).toEqual({ status: 308, location: "http://site.test/Law/act?x=1" });
  });

  it("sends other cases and aliases of registry paths to the spec's spelling, in either language", () => {
    expect(redirect("/law/ACT")).toEqual({ status: 308, location: "http://site.test/Law/act" });
    expect(redirect("/en/AboutUs/CommitteeRole")).toEqual({
      status: 308,
      location: "http://site.test/en/AboutUs/CommittleeRole",
    });
  });

  it("passes spec spellings and unknown paths on", () => {
    for (const path of ["/", "/en", "/Law/act", "/en/Law/act", "/thai", "/wp-login.php"])
      expect(redirect(path)).toBeUndefined();
  });
});
