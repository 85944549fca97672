import { describe, expect, it } from "vitest";
import { verdict } from "@/scripts/test/audit.mjs";

const report = (vulnerabilities: Record<string, { name: string; severity: string }>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: {} } });

describe("the dependency audit's verdict", () => {
  it("fails on a high or critical advisory, naming the package", () => {
    expect(() => verdict(report({ next: { name: "next", severity: "critical" } }))).toThrow("next (critical)");
    expect(() => verdict(report({ a: { name: "a", severity: "high" } }))).toThrow("a (high)");
  });

  it("passes with none, or only moderate and low ones", () => {
    expect(verdict(report({}))).toBe("passed");
    expect(verdict(report({ b: { name: "b", severity: "moderate" } }))).toBe("passed");
  });

  it("says it was skipped, and why, when the registry cannot answer", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry/-/npm/v1/security/advisories/bulk",
    });
    expect(verdict(refused)).toMatch(/^skipped: the registry refused the audit \(405/);
    expect(verdict("", "npm error network")).toBe("skipped: npm audit gave no report (npm error network)");
  });
});
