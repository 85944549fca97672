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

  it("never takes the request's own URL for the site: behind nginx it is the address Next.js listens on", () => {
    // nginx on :3206 passes the browser's Host; Next.js, on :37071, sees its own address in request.url.
    const upstream = (origin: string) =>
      new Request("http://localhost:37071/api/feedback", {
        method: "POST",
        headers: { origin, host: "localhost:3206", "x-forwarded-proto": "http" },
      });
    expect(fromAnotherSite(upstream("http://localhost:37071"))).toBe(true);
    expect(fromAnotherSite(upstream("http://localhost:3206"))).toBe(false);
    // SITE_URL's origin (the default build's) is the site's whatever Host the proxy passes.
    expect(fromAnotherSite(upstream("http://localhost:3000"))).toBe(false);
  });
});
