import { describe, expect, it } from "vitest";
import { canonicalPath, childrenOf, routes, trailOf } from "@/lib/routes";
import { localizedPath, splitLocale, switchLocalePath } from "@/i18n/locales";
import { specRoutes } from "../support/spec-routes";

describe("route registry", () => {
  it("covers exactly the spec's routes (plus entries marked spec: false)", () => {
    const fromSpec = specRoutes();
    expect(fromSpec).toHaveLength(27);
    expect(
      routes
        .filter((r) => r.spec)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...fromSpec].sort());
  });

  it("gives every entry an existing parent and labels in both languages", () => {
    for (const entry of routes) {
      if (entry.parent)
        expect(
          routes.some((r) => r.path === entry.parent),
          entry.path,
        ).toBe(true);
      expect(entry.label.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(entry.label.en).toMatch(/^[A-Z]/);
    }
  });

  it("builds breadcrumbs and children from the parents", () => {
    expect(trailOf("/Public/FAQ").map((r) => r.path)).toEqual(["/", "/Public", "/Public/FAQ"]);
    expect(childrenOf("/FAQ").map((r) => r.path)).toEqual(["/FAQ/Public", "/FAQ/Member"]);
  });

  it("maps lower-case and correctly spelled variants to the spec's spelling", () => {
    expect(canonicalPath("/aboutus/history")).toBe("/AboutUs/History");
    expect(canonicalPath("/Public/BasicInformation")).toBe("/Public/BasicIntormation");
    expect(canonicalPath("/AboutUs/CommitteeRole")).toBe("/AboutUs/CommittleeRole");
    expect(canonicalPath("/AboutUs/ThailandCreditBureauSystem")).toBe("/AboutUs/ThailankCreditBureauSystem");
    expect(canonicalPath("/Law/act/")).toBe("/Law/act");
    expect(canonicalPath("/Law/act")).toBeUndefined();
    expect(canonicalPath("/nowhere")).toBeUndefined();
  });
});

describe("locale paths", () => {
  it("keeps Thai unprefixed and puts English under /en", () => {
    expect(localizedPath("th", "/Law/act")).toBe("/Law/act");
    expect(localizedPath("en", "/Law/act")).toBe("/en/Law/act");
    expect(localizedPath("en", "/")).toBe("/en");
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/english")).toEqual({ locale: "th", path: "/english" });
    expect(switchLocalePath("/Law/act", "en")).toBe("/en/Law/act");
    expect(switchLocalePath("/en/Law/act", "th")).toBe("/Law/act");
    expect(switchLocalePath("/en", "th")).toBe("/");
  });
});
