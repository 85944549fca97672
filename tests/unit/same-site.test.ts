import { describe, expect, it } from "vitest";
import { isCrossSite } from "@/lib/auth/staff";
import { fromAnotherSite, sameOrigin } from "@/lib/http/same-site";

/** Same site means the same scheme, host and port, in the feedback and staff forms and the staff API alike. */
describe("same site", () => {
  it.each([
    ["https://ccip.example", true],
    ["https://CCIP.example:443", true],
    ["http://ccip.example", false],
    ["https://ccip.example:8443", false],
    ["https://other.example", false],
    ["null", false],
    ["not a url", false],
  ])("%s against https://ccip.example", (origin, same) => {
    expect(sameOrigin(origin, ["https://ccip.example"])).toBe(same);
    expect(isCrossSite(new Headers({ origin }), "https://ccip.example")).toBe(!same);
  });

  const post = (origin: string, headers: Record<string, string> = {}) =>
    new Request("http://localhost:3001/api/feedback", { method: "POST", headers: { origin, ...headers } });

  it("takes the browser's scheme from the proxy in front, and refuses the other scheme on the same host and port", () => {
    const behindTls = { host: "ccip.example", "x-forwarded-proto": "https" };
    expect(fromAnotherSite(post("https://ccip.example", behindTls))).toBe(false);
    expect(fromAnotherSite(post("http://ccip.example", behindTls))).toBe(true);
    expect(fromAnotherSite(post("https://ccip.example:8443", behindTls))).toBe(true);
  });

  it("accepts the request's own origin and refuses another port on its host", () => {
    expect(fromAnotherSite(post("http://localhost:3001", { host: "localhost:3001" }))).toBe(false);
    expect(fromAnotherSite(post("http://localhost:3002", { host: "localhost:3001" }))).toBe(true);
    expect(fromAnotherSite(post("https://localhost:3001", { host: "localhost:3001" }))).toBe(true);
  });
});
