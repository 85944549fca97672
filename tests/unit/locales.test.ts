import { describe, expect, it } from "vitest";
import { asLocale, locales } from "@/i18n/locales";

describe("asLocale: the one check that a string is one of the site's languages", () => {
  it("takes each locale as it is", () => {
    expect(locales.length).toBeGreaterThan(1);
    for (const locale of locales) expect(asLocale(locale)).toBe(locale);
  });

  it("refuses anything else, files that land in [locale] included", () => {
    for (const value of ["favicon.ico", "TH", "en-GB", "", " th", undefined]) expect(asLocale(value)).toBeUndefined();
  });
});
